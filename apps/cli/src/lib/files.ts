import { constants, accessSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CliError, EXIT } from './exit-codes';

/** Refuses, before any request, a path the file could not be written to. */
export function assertWritable(path: string): string {
  const target = resolve(path);
  const directory = dirname(target);
  try {
    if (!statSync(directory).isDirectory()) throw new Error('not a directory');
    accessSync(directory, constants.W_OK);
  } catch {
    throw new CliError(`cannot write ${path}: ${directory} is not a writable directory`, EXIT.usage);
  }
  try {
    if (statSync(target).isDirectory()) throw new CliError(`cannot write ${path}: it is a directory`, EXIT.usage);
  } catch (error) {
    if (error instanceof CliError) throw error;
  }
  return target;
}

/** Where a file is written before it is complete: beside its target (the same file system, so the rename is atomic). */
export function temporaryPathOf(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.part`);
}

/**
 * Writes the bytes beside the target, then renames: whatever stops it (an error, Ctrl-C) leaves
 * no half file under the final name.
 */
export function writeFileAtomically(path: string, bytes: Uint8Array): void {
  const target = assertWritable(path);
  const temporary = temporaryPathOf(target);
  const interrupted = () => {
    rmSync(temporary, { force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new CliError(`cannot write ${path}: ${(error as Error).message}`, EXIT.usage);
  } finally {
    process.off('SIGINT', interrupted);
  }
}
