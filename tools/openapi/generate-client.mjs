// Writes the API client's types from the committed contracts: `npx nx run web-api-client:generate`.
// The web apps' (apps/api/openapi.json) and the public API v1's (apps/api/openapi.v1.json, for API
// keys: the CLI). `--output <dir>` writes both there instead (the staleness test compares them).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const GENERATED_DIR = join(workspaceRoot, 'libs/web/api-client/src/generated');
/** Each contract and the file its types go to (in GENERATED_DIR). */
const CONTRACTS = [
  { contract: join(workspaceRoot, 'apps/api/openapi.json'), file: 'openapi.ts' },
  { contract: join(workspaceRoot, 'apps/api/openapi.v1.json'), file: 'openapi.v1.ts' },
];

const outputFlag = process.argv.indexOf('--output');
const outputDir = outputFlag > 0 ? resolve(process.argv[outputFlag + 1]) : GENERATED_DIR;

const cli = join(dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
for (const { contract, file } of CONTRACTS) {
  const output = join(outputDir, file);
  // A default is what the server fills in, not a promise that the client sends the field.
  execFileSync(process.execPath, [cli, contract, '--output', output, '--default-non-nullable', 'false'], {
    stdio: 'inherit',
  });
  // The error codes also as a value, so the web apps' tests can check that each has a translation.
  const errorCodes = JSON.parse(readFileSync(contract, 'utf8')).components.schemas.ErrorResponseDto.properties.code
    .enum;
  const codesList = [
    '/** Every stable code of an error body (`ErrorResponseDto.code`), as listed by the contract. */',
    `export const API_ERROR_CODES: readonly components['schemas']['ErrorResponseDto']['code'][] = ${JSON.stringify(errorCodes)};`,
  ].join('\n');
  const committed = join(GENERATED_DIR, file);
  const formatted = await format(`${readFileSync(output, 'utf8')}\n${codesList}\n`, {
    ...(await resolveConfig(committed)),
    filepath: committed,
  });
  writeFileSync(output, formatted);
}
