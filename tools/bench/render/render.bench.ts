/**
 * Our renderer against qrcode's own output for the same payloads, measured in the same run.
 * Contenders alternate in short slices so that load from other processes hits both alike;
 * each figure is the median over the rounds. Usage: see README.md.
 */
import * as QRCode from 'qrcode';
import { encodePayload, trackedPayload } from '../../../libs/qr-content/src/index';
import { renderSvg } from '../../../libs/qr-render/src/index';
import type { QrCustomizationInput } from '../../../libs/qr-render/src/index';
import { renderPng } from '../../../libs/qr-render/src/node';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const SIZE = 500;

const context = { publicUrl: 'https://liveqr.example', id: '7d3f2c1e-5b8a-4c6d-9e0f-1a2b3c4d5e6f' };
const PAYLOADS = [
  trackedPayload(context.publicUrl, 'Ab3x9Kq'),
  encodePayload('website', { url: 'https://www.example.com/spring-menu?utm_source=qr' }, context),
  encodePayload('links', { links: [] }, context),
  encodePayload(
    'vcard',
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      website: 'https://ada.example.com',
      address: '12 St James Square, London',
    },
    context,
  ),
  encodePayload('wifi', { ssid: 'Cafe Guest', password: 'espresso-2024', encryption: 'WPA' }, context),
];

type Render = (payload: string) => unknown;

interface Comparison {
  name: string;
  ours: Render;
  baseline: Render;
  baselineName: string;
}

const STYLED: QrCustomizationInput = { moduleStyle: 'rounded', cornerStyle: 'rounded', foreground: '#1a237e' };

const COMPARISONS: Comparison[] = [
  {
    name: `PNG ${SIZE} px`,
    ours: (payload) => renderPng(payload, {}, { size: SIZE }),
    baseline: (payload) => QRCode.toBuffer(payload, { width: SIZE }),
    baselineName: `QRCode.toBuffer(payload, { width: ${SIZE} })`,
  },
  {
    name: 'SVG',
    ours: (payload) => renderSvg(payload, {}, { size: SIZE }),
    baseline: (payload) => QRCode.toString(payload, { type: 'svg' }),
    baselineName: "QRCode.toString(payload, { type: 'svg' })",
  },
  {
    name: `PNG ${SIZE} px, rounded style (resvg path)`,
    ours: (payload) => renderPng(payload, STYLED, { size: SIZE }),
    baseline: (payload) => QRCode.toBuffer(payload, { width: SIZE }),
    baselineName: `QRCode.toBuffer(payload, { width: ${SIZE} }), plain`,
  },
];

/** Operations per second of `render` over one time slice, cycling through the payloads. */
async function opsPerSecond(render: Render): Promise<number> {
  const started = performance.now();
  let operations = 0;
  let elapsed = 0;
  while (elapsed < SLICE_MS) {
    const result = render(PAYLOADS[operations % PAYLOADS.length]);
    // qrcode's toBuffer is asynchronous: its cost includes waiting for the result.
    if (result instanceof Promise) await result;
    operations++;
    elapsed = performance.now() - started;
  }
  return (operations * 1000) / elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function compare({ ours, baseline }: Comparison): Promise<{ ours: number; baseline: number; ratio: number }> {
  await opsPerSecond(ours); // warm-up: JIT and lazy loading (resvg, zlib) stay out of the figures
  await opsPerSecond(baseline);
  const oursRuns: number[] = [];
  const baselineRuns: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which one goes first so neither always gets the quieter moment.
    const [a, b] = round % 2 ? [baseline, ours] : [ours, baseline];
    const first = await opsPerSecond(a);
    const second = await opsPerSecond(b);
    const [oursOps, baselineOps] = round % 2 ? [second, first] : [first, second];
    oursRuns.push(oursOps);
    baselineRuns.push(baselineOps);
    ratios.push(oursOps / baselineOps);
  }
  return { ours: median(oursRuns), baseline: median(baselineRuns), ratio: median(ratios) };
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${PAYLOADS.length} payloads (${PAYLOADS.map((p) => p.length).join(', ')} chars), ${ROUNDS} rounds x ${SLICE_MS} ms`,
  );
  for (const comparison of COMPARISONS) {
    const result = await compare(comparison);
    console.log(`\n${comparison.name}`);
    console.log(`  ours      ${result.ours.toFixed(0).padStart(7)} ops/s`);
    console.log(`  baseline  ${result.baseline.toFixed(0).padStart(7)} ops/s  ${comparison.baselineName}`);
    console.log(
      `  ratio     ${result.ratio.toFixed(2).padStart(7)}x (median of per-round ratios; > 1 means ours is faster)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
