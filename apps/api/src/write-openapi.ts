import { writeFileSync } from 'node:fs';
import { CONTRACT_FILE, generateContract } from './app/contract';

/** `npx nx run api:openapi`: writes the contract to apps/api/openapi.json (the target then formats it). */
generateContract()
  .then((document) => writeFileSync(CONTRACT_FILE, `${JSON.stringify(document, null, 2)}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
