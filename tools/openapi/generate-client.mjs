// Writes the web API client's types from the committed contract: `npx nx run web-api-client:generate`.
// `--output <file>` writes elsewhere (the staleness test compares that with the committed file).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = join(workspaceRoot, 'apps/api/openapi.json');
const GENERATED = join(workspaceRoot, 'libs/web/api-client/src/generated/openapi.ts');

const outputFlag = process.argv.indexOf('--output');
const output = outputFlag > 0 ? resolve(process.argv[outputFlag + 1]) : GENERATED;

const cli = join(dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
// A default is what the server fills in, not a promise that the client sends the field.
execFileSync(process.execPath, [cli, CONTRACT, '--output', output, '--default-non-nullable', 'false'], {
  stdio: 'inherit',
});
// The error codes also as a value, so the web apps' tests can check that each has a translation.
const errorCodes = JSON.parse(readFileSync(CONTRACT, 'utf8')).components.schemas.ErrorResponseDto.properties.error.enum;
const codesList = [
  '/** Every stable code of an error body (`ErrorResponseDto.error`), as listed by the contract. */',
  `export const API_ERROR_CODES: readonly components['schemas']['ErrorResponseDto']['error'][] = ${JSON.stringify(errorCodes)};`,
].join('\n');
const formatted = await format(`${readFileSync(output, 'utf8')}\n${codesList}\n`, {
  ...(await resolveConfig(GENERATED)),
  filepath: GENERATED,
});
writeFileSync(output, formatted);
