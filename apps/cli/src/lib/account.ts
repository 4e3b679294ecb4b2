import { createInterface } from 'node:readline/promises';
import { createPublicApiClient, type PublicApiClient, type PublicApiComponents } from '@liveqr/web/api-client';
import type { Command } from 'commander';
import { resolveSettings, writeConfig } from './config';
import { contextOf, globalOptions } from './context';
import { CliError, EXIT } from './exit-codes';
import { fields, printJson } from './output';

type CurrentKey = PublicApiComponents['schemas']['CurrentApiKeyResponseDto'];

/** The key's own description, from the API (which also proves the key works). */
export async function currentKey(api: PublicApiClient): Promise<CurrentKey> {
  const { data } = await api.GET('/api/v1/api-keys/current');
  if (!data) throw new CliError('the server did not describe the key', EXIT.server);
  return data;
}

/** "Marketing" or "personal". */
const workspaceName = (key: CurrentKey) => key.workspace.name ?? (key.workspace.personal ? 'personal' : '(no name)');

/** The key from stdin: one line typed at a prompt, or piped (`echo $KEY | liveqr login`). */
async function readKey(): Promise<string> {
  if (process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return (await prompt.question('API key (lq_live_…): ')).trim();
    } finally {
      prompt.close();
    }
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.trim();
}

export async function login(options: { key?: string }, command: Command): Promise<void> {
  const flags = globalOptions(command);
  const settings = resolveSettings(flags);
  const apiKey = options.key?.trim() || (await readKey());
  if (!apiKey) throw new CliError('no API key given (--key, or type it when asked)', EXIT.usage);
  const key = await currentKey(createPublicApiClient(settings.baseUrl, { apiKey, workspace: flags.workspace }));
  // The server is kept only when chosen, so a later LIVEQR_BASE_URL or --base-url still applies.
  const baseUrl = flags.baseUrl || process.env['LIVEQR_BASE_URL'];
  writeConfig(settings.configFile, { apiKey, ...(baseUrl && { baseUrl: baseUrl.replace(/\/+$/, '') }) });
  process.stderr.write(
    `Key "${key.name}" (${key.prefix}…, ${key.scopes.join('+')}) works in workspace ${workspaceName(key)}. ` +
      `Saved to ${settings.configFile} (mode 0600).\n`,
  );
  if (process.env['LIVEQR_API_KEY']) process.stderr.write('Note: LIVEQR_API_KEY is set and wins over the saved key.\n');
}

export async function whoami(_options: unknown, command: Command): Promise<void> {
  const { api, settings, json } = contextOf(command);
  const key = await currentKey(api);
  if (json) return printJson({ ...key, from: settings.keySource, baseUrl: settings.baseUrl });
  process.stdout.write(
    `${fields([
      ['Key', `${key.name} (${key.prefix}…, id ${key.id})`],
      ['Scopes', key.scopes.join(', ')],
      ['Workspace', `${workspaceName(key)} (${key.workspace.id})`],
      ['Role', key.role],
      ['Expires', key.expiresAt ?? 'never'],
      ['From', settings.keySource ?? ''],
      ['Server', settings.baseUrl],
    ])}\n`,
  );
}
