import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

/**
 * The production image installs package.json's "dependencies" only (docker/Dockerfile), so they
 * must be exactly what the built server loads: every package it requires, and nothing it does not
 * (the web apps' libraries are bundled at build time and belong in "devDependencies").
 */
const root = join(__dirname, '../../../..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const bundles = ['main.js', 'migrate.js'].map((file) => readFileSync(join(root, 'dist/apps/api', file), 'utf8'));

/** 'pkg/sub/file' -> 'pkg', '@scope/pkg/sub' -> '@scope/pkg'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What a package expects its host to install next to it (e.g. rxjs for @nestjs/common). */
function peersOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  return Object.keys(manifest.peerDependencies ?? {}).filter(
    (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
  );
}

describe('the server’s runtime dependencies', () => {
  const required = new Set(
    bundles
      .flatMap((bundle) => [...bundle.matchAll(/require\("([^".][^"]*)"\)/g)].map(([, specifier]) => specifier))
      .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
      .map(packageOf),
  );
  // Peers are loaded by the packages that name them, so they are the server's to install too.
  const loaded = new Set(required);
  for (const name of loaded) for (const peer of peersOf(name)) if (peer in dependencies) loaded.add(peer);

  it('lists every package the built server requires', () => {
    expect([...required].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('lists nothing the built server does not load (by require, or a file of the package it reads)', () => {
    const unused = Object.keys(dependencies).filter(
      (name) =>
        !loaded.has(name) && !bundles.some((bundle) => bundle.includes(`"${name}/`) || bundle.includes(`'${name}/`)),
    );
    expect(unused).toEqual([]);
  });
});
