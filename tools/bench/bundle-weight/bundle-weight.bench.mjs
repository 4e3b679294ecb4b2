/**
 * Weighs the production build against the page-weight budgets: each remote's entry at most 30 KB
 * gzip on top of what the shell already shares, and the landing page's first load at most 120 KB
 * of JS+CSS gzip. Reads the federation manifests in dist/apps; the landing page is asked of the
 * built server, which writes it. Exit code 1 when a budget is exceeded. Usage: see README.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from '../../support/built-server.mjs';

const DIST = fileURLToPath(new URL('../../../dist/apps', import.meta.url));
const KB = 1024;
const REMOTE_BUDGET = 30 * KB;
const LANDING_BUDGET = 120 * KB;

let failed = false;
const shell = manifest('shell');
const sharedByShell = new Set(shell.shared.map((library) => library.name));

console.log('Remote entries, gzip, beyond what the shell shares (budget 30 KB each)');
for (const remote of shell.remotes) {
  const files = remoteRouteFiles(remote, sharedByShell);
  report(
    remote.alias,
    files.map(([, file]) => file).reduce((sum, file) => sum + gzipped(file), 0),
    REMOTE_BUDGET,
  );
  for (const [what, file] of files)
    console.log(`    ${kilobytes(gzipped(file)).padStart(9)}  ${what}: ${file.slice(DIST.length + 1)}`);
}

// Not budgeted, but every app page (sign-in, dashboard ...) loads it before any remote.
const shellMain = /<script\b[^>]*\ssrc="(main\.[^"]+\.js)"/.exec(
  readFileSync(join(DIST, 'shell', 'index.html'), 'utf8'),
)?.[1];
if (!shellMain) throw new Error("The shell's index.html names no main.js");
console.log('\nShell main.js, gzip (not budgeted)');
console.log(`    ${kilobytes(gzipped(join(DIST, 'shell', shellMain))).padStart(9)}  shell/${shellMain}`);

console.log('\nLanding page first load, JS+CSS gzip (budget 120 KB)');
const landing = await landingPageAssets();
report(
  '/',
  landing.reduce((sum, asset) => sum + asset.gzip, 0),
  LANDING_BUDGET,
);
for (const asset of landing) console.log(`    ${kilobytes(asset.gzip).padStart(9)}  ${asset.path}`);

process.exitCode = failed ? 1 : 0;

/**
 * What the shell fetches to show a remote's route: the remote's container (remoteEntry.js), the
 * synchronous JS and CSS of the module it loads, and the remote's own copy of each shared library
 * that module needs and the shell does not share (followed through what those libraries need in
 * turn). Which libraries a chunk needs is the container's own table (its consumes chunk mapping).
 * As [what, path] pairs.
 */
function remoteRouteFiles(remote, sharedByShell) {
  const dir = remote.federationContainerName;
  const own = manifest(dir);
  const exposed = own.exposes.find((expose) => expose.name === remote.moduleName);
  if (!exposed) throw new Error(`${dir} exposes no ${remote.moduleName}`);
  const container = readFileSync(join(DIST, dir, own.metaData.remoteEntry.name), 'utf8');
  const needs = consumedLibraries(container, exposed.name);
  const pairs = [
    ['container', own.metaData.remoteEntry.name],
    ...syncAssets(exposed).map((file) => [`./${exposed.name}`, file]),
  ];
  const pending = syncAssets(exposed);
  const counted = new Set();
  while (pending.length > 0) {
    for (const name of needs(pending.shift())) {
      if (sharedByShell.has(name) || counted.has(name)) continue;
      counted.add(name);
      const library = own.shared.find((shared) => shared.name === name);
      pairs.push(...syncAssets(library).map((file) => [`shared ${name}`, file]));
      pending.push(...syncAssets(library));
    }
  }
  const seen = new Set();
  return pairs
    .filter(([, file]) => !seen.has(file) && seen.add(file))
    .map(([what, file]) => [what, join(DIST, dir, file)]);
}

/**
 * Reads the container's consume tables (chunk id -> consume module ids -> share key) and returns
 * a function giving, for a built file, the shared libraries its chunk needs. Fails loudly when
 * the runtime's shape changed, rather than report too little.
 */
function consumedLibraries(container, exposeName) {
  const table = (name) => new RegExp(`consumesLoadingData\\.${name}=(\\{[^}]*\\})`).exec(container)?.[1];
  const chunkMapping = table('chunkMapping');
  const exposeChunk = new RegExp(`(\\d+)===e\\?"__federation_expose_${exposeName}"`).exec(container)?.[1];
  if (!chunkMapping || !exposeChunk) throw new Error('The container no longer has the consume tables this bench reads');
  const consumesOf = JSON.parse(chunkMapping.replace(/(\d+):/g, '"$1":'));
  const shareKeyOf = Object.fromEntries(
    [...container.matchAll(/(\d+):\{fallback:.*?shareKey:"([^"]+)"\}/g)].map(([, id, key]) => [id, key]),
  );
  return (file) => {
    const chunk = file.startsWith(`__federation_expose_${exposeName}.`) ? exposeChunk : file.split('.')[0];
    return (consumesOf[chunk] ?? []).map((id) => shareKeyOf[id]);
  };
}

function syncAssets({ assets }) {
  return [...assets.js.sync, ...assets.css.sync];
}

function manifest(app) {
  return JSON.parse(readFileSync(join(DIST, app, 'mf-manifest.json'), 'utf8'));
}

/**
 * The scripts and stylesheets the landing page names in its HTML, gzipped as the server sends
 * them. BENCH_URL measures an instance that is already running instead of starting the build.
 */
async function landingPageAssets() {
  const server = process.env.BENCH_URL ? undefined : await startBuiltServer();
  const base = process.env.BENCH_URL ?? server.url;
  try {
    const html = await text(`${base}/`);
    const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const paths = [
      ...[...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => attribute(tag, 'src')),
      ...[...html.matchAll(/<link\b[^>]*>/g)]
        .filter(([tag]) => ['stylesheet', 'modulepreload'].includes(attribute(tag, 'rel')))
        .map(([tag]) => attribute(tag, 'href')),
    ].filter(Boolean);
    return await Promise.all(
      paths.map(async (path) => {
        const url = new URL(path, `${base}/`);
        const body = Buffer.from(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        return { path: url.pathname, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
  } finally {
    await server?.stop();
  }
}

async function text(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function report(name, bytes, budget) {
  const over = bytes > budget;
  failed ||= over;
  console.log(
    `  ${name.padEnd(10)} ${kilobytes(bytes).padStart(9)} of ${kilobytes(budget)}${over ? '  OVER BUDGET' : ''}`,
  );
}

function gzipped(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function kilobytes(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}
