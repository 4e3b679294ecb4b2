import { run } from './lib/program';

void run(process.argv).then((status) => {
  process.exitCode = status;
});
