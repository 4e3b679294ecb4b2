// A local stand-in for Google's OAuth2 endpoints, run in its own process: oauth2-mock-server
// checks plain objects by prototype, which fails inside jest's sandbox. The user info it
// answers is set by writing one JSON line to stdin; it answers each line with "ok".
import { createInterface } from 'node:readline';
import { Events, OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');
let user = { sub: 'nobody' };
server.service.on(Events.BeforeUserinfo, (response) => {
  response.body = user;
});
process.stdout.write(`${server.issuer.url}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  user = JSON.parse(line);
  process.stdout.write('ok\n');
}
await server.stop();
