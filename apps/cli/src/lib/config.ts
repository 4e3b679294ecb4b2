import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, EXIT } from './exit-codes';

/** Where `npm start` serves the API (README: PORT defaults to 3000). */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

/** What `liveqr login` stores. */
export interface StoredConfig {
  apiKey?: string;
  baseUrl?: string;
}

type Env = Record<string, string | undefined>;

/** `$XDG_CONFIG_HOME/liveqr/config.json`, by default `~/.config/liveqr/config.json`. */
export function configFile(env: Env = process.env): string {
  const configHome = env['XDG_CONFIG_HOME'] || join(env['HOME'] || homedir(), '.config');
  return join(configHome, 'liveqr', 'config.json');
}

export function readConfig(file: string): StoredConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return JSON.parse(text) as StoredConfig;
  } catch {
    throw new CliError(`${file} is not valid JSON: fix or delete it, then run \`liveqr login\``, EXIT.usage);
  }
}

/** Writes the config readable by its owner only (0600, in a 0700 directory), never half written. */
export function writeConfig(file: string, config: StoredConfig): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // The mode given to writeFileSync applies only to a new file, and the umask may narrow it.
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

export interface Settings {
  baseUrl: string;
  apiKey?: string;
  /** Where the key came from, for `keys whoami`. */
  keySource?: 'LIVEQR_API_KEY' | 'config file';
  configFile: string;
}

/**
 * The key and server in effect. Key: LIVEQR_API_KEY, then the config file. Server: --base-url,
 * then LIVEQR_BASE_URL, then the config file, then the local default.
 */
export function resolveSettings(flags: { baseUrl?: string }, env: Env = process.env): Settings {
  const file = configFile(env);
  const stored = readConfig(file);
  const envKey = env['LIVEQR_API_KEY']?.trim();
  const apiKey = envKey || stored.apiKey;
  const baseUrl = flags.baseUrl || env['LIVEQR_BASE_URL'] || stored.baseUrl || DEFAULT_BASE_URL;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    keySource: envKey ? 'LIVEQR_API_KEY' : stored.apiKey ? 'config file' : undefined,
    configFile: file,
  };
}
