import { createPublicApiClient, type PublicApiClient } from '@liveqr/web/api-client';
import type { Command } from 'commander';
import { resolveSettings, type Settings } from './config';
import { CliError, EXIT } from './exit-codes';

/** The options every command takes (declared on the program, given before or after the command). */
export interface GlobalOptions {
  baseUrl?: string;
  workspace?: string;
  json?: boolean;
}

export interface Context {
  api: PublicApiClient;
  settings: Settings & { apiKey: string };
  json: boolean;
}

export function globalOptions(command: Command): GlobalOptions {
  return command.optsWithGlobals<GlobalOptions>();
}

/** The API client for the key and server in effect; no key is an auth failure, before any request. */
export function contextOf(command: Command): Context {
  const options = globalOptions(command);
  const settings = resolveSettings(options);
  const { apiKey } = settings;
  if (!apiKey) {
    throw new CliError(
      'no API key: run `liveqr login`, or set LIVEQR_API_KEY (create a key under My Account → API keys)',
      EXIT.auth,
    );
  }
  return {
    api: createPublicApiClient(settings.baseUrl, { apiKey, workspace: options.workspace }),
    settings: { ...settings, apiKey },
    json: options.json ?? false,
  };
}
