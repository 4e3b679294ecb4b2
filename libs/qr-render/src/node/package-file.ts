import { createRequire } from 'node:module';

/**
 * The path of a file shipped in an npm package, from Node's own resolver: a bundler would turn a
 * bare `require.resolve` into a module id.
 */
export function packageFile(specifier: string): string {
  return createRequire(__filename).resolve(specifier);
}
