// Renders LiveQR's icon set and social preview image from the one logo mark,
// apps/shell/src/favicon.svg. Run after changing the mark: `node tools/brand/render-icons.mjs`
// (through npx, for the workspace's Node). The outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';

const shellSrc = join(import.meta.dirname, '../../apps/shell/src');
const mark = readFileSync(join(shellSrc, 'favicon.svg'), 'utf8');
const BRAND_BLUE = '#1d4ed8';

function png(svg, width) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng();
}

/** The mark's drawing without its own rounded tile, for placing on a square of brand blue. */
const markBody = mark.replace(/<svg[^>]*>/, '').replace('</svg>', '');

/** Home-screen icons are cut to the platform's own shape: the mark sits on a full square, inside the safe zone. */
function onSquare(scale) {
  const inset = (32 - 32 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_BLUE}"/>` +
    `<g transform="translate(${inset} ${inset}) scale(${scale})">${markBody}</g></svg>`
  );
}

const socialPreview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${BRAND_BLUE}"/>
  <g transform="translate(100 203) scale(7)">${markBody}</g>
  <g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" fill="#ffffff">
    <text x="380" y="270" font-size="120" font-weight="bold">LiveQR</text>
    <text x="384" y="345" font-size="36">Change where your QR codes lead,</text>
    <text x="384" y="392" font-size="36">even after printing.</text>
    <text x="384" y="462" font-size="32" fill="#bfdbfe">$5 a month · unlimited scans · no watermarks</text>
  </g>
</svg>`;

const outputs = {
  'favicon.ico': await pngToIco([16, 32, 48].map((size) => png(mark, size))),
  'apple-touch-icon.png': png(onSquare(0.8), 180),
  'icon-192.png': png(mark, 192),
  'icon-512.png': png(mark, 512),
  'icon-maskable-512.png': png(onSquare(0.7), 512),
  'og-image.png': png(socialPreview, 1200),
};
for (const [name, bytes] of Object.entries(outputs)) {
  writeFileSync(join(shellSrc, name), bytes);
  process.stdout.write(`${name}: ${bytes.length} bytes\n`);
}
