import { ApiError } from '@liveqr/web/api-client';
import { CommanderError } from 'commander';

/** What the process's exit status means; scripts branch on it, so it never changes. */
export const EXIT = {
  ok: 0,
  /** Bad arguments, or a file that cannot be written. */
  usage: 1,
  /** No key, or the key was refused (401/403). */
  auth: 2,
  /** No such code (404). */
  notFound: 3,
  /** The API refused the request (any other 4xx), or some rows of an import. */
  refused: 4,
  /** The server failed (5xx) or could not be reached. */
  server: 5,
  /** Stopped by Ctrl-C (SIGINT), as shells report it: 128 + 2. */
  interrupted: 130,
} as const;

export const EXIT_CODES_HELP = `
Exit codes:
  0    ok
  1    usage: bad arguments, or a file that cannot be written
  2    auth: no API key, or the key was refused (401, 403)
  3    not found (404)
  4    refused by the API (any other 4xx), or rows of an import refused
  5    server error (5xx) or the server could not be reached
  130  interrupted (Ctrl-C); a file being written is removed`;

/** A failure the CLI itself names, with its exit status (and the API's error code, when it has one). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The exit status for an API answer's HTTP status. */
export function exitCodeForStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  if (status >= 400 && status < 500) return EXIT.refused;
  return EXIT.server;
}

/** fetch's own failure (refused connection, unknown host, reset): the server was not reached. */
function networkCause(error: unknown): string | undefined {
  if (!(error instanceof TypeError) || !error.message.includes('fetch failed')) return undefined;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

/** Any failure as what to print and the exit status. */
export function failureOf(error: unknown, baseUrl?: string): { message: string; exitCode: number } {
  if (error instanceof CliError) {
    return { message: error.code ? `${error.code}: ${error.message}` : error.message, exitCode: error.exitCode };
  }
  if (error instanceof ApiError) {
    // `code` in the one error shape; `error` from a server of before it.
    const legacy = typeof error.body.error === 'string' ? error.body.error : undefined;
    const code = error.code ?? legacy ?? `HTTP ${error.status}`;
    return { message: `${code}: ${error.message} (HTTP ${error.status})`, exitCode: exitCodeForStatus(error.status) };
  }
  if (error instanceof CommanderError) return { message: error.message, exitCode: error.exitCode };
  const network = networkCause(error);
  if (network !== undefined) {
    return { message: `cannot reach ${baseUrl ?? 'the server'} (${network})`, exitCode: EXIT.server };
  }
  return { message: error instanceof Error ? error.message : String(error), exitCode: EXIT.server };
}
