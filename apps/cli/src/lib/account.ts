import { createInterface } from 'node:readline/promises';
import { createPublicApiClient, type PublicApiClient } from '@liveqr/web/api-client';
import type { Command } from 'commander';
import { resolveSettings, writeConfig } from './config';
import { contextOf, globalOptions, maskedKey } from './context';
import { CliError, EXIT } from './exit-codes';
import { fields, printJson } from './output';

/**
 * A cheap v1 call any valid key may make (scope read): one code of the list. The API has no route
 * that describes the key itself, so this is also what `keys whoami` can tell: whether the key works
 * and how many codes it sees.
 */
async function probe(api: PublicApiClient): Promise<{ codes: number }> {
  const { data } = await api.GET('/api/v1/qr-codes', { params: { query: { pageSize: 1 } } });
  return { codes: data?.total ?? 0 };
}

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
  const { codes } = await probe(createPublicApiClient(settings.baseUrl, { apiKey, workspace: flags.workspace }));
  // The server is kept only when chosen, so a later LIVEQR_BASE_URL or --base-url still applies.
  const baseUrl = flags.baseUrl || process.env['LIVEQR_BASE_URL'];
  writeConfig(settings.configFile, { apiKey, ...(baseUrl && { baseUrl: baseUrl.replace(/\/+$/, '') }) });
  process.stderr.write(
    `Key ${maskedKey(apiKey)} works (${codes} codes). Saved to ${settings.configFile} (mode 0600).\n`,
  );
  if (process.env['LIVEQR_API_KEY']) process.stderr.write('Note: LIVEQR_API_KEY is set and wins over the saved key.\n');
}

export async function whoami(_options: unknown, command: Command): Promise<void> {
  const { api, settings, json } = contextOf(command);
  const { codes } = await probe(api);
  const about = {
    key: maskedKey(settings.apiKey),
    from: settings.keySource,
    baseUrl: settings.baseUrl,
    codes,
  };
  if (json) return printJson(about);
  process.stdout.write(
    `${fields([
      ['Key', about.key],
      ['From', about.from ?? ''],
      ['Server', about.baseUrl],
      ['Codes', String(codes)],
    ])}\n`,
  );
}
