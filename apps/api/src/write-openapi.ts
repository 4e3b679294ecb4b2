import { writeFileSync } from 'node:fs';
import { CONTRACT_FILES, type ContractName, generateContracts } from './app/contract';

/** `npx nx run api:openapi`: writes apps/api/openapi.json and openapi.v1.json (the target then formats them). */
generateContracts()
  .then((documents) => {
    for (const name of Object.keys(CONTRACT_FILES) as ContractName[])
      writeFileSync(CONTRACT_FILES[name], `${JSON.stringify(documents[name], null, 2)}\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
