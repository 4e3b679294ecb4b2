/**
 * Our renderer against qrcode's own output for the same payloads, measured in the same run.
 * Contenders alternate in short slices so that load from other processes hits both alike;
 * each figure is the median over the rounds. Usage: see README.md.
 */
import * as QRCode from 'qrcode';
import { encodePayload, trackedPayload } from '../../../libs/qr-content/src/index';
import { renderSvg } from '../../../libs/qr-render/src/index';
import type { QrCustomizationInput } from '../../../libs/qr-render/src/index';
import { checkScannable, renderPng } from '../../../libs/qr-render/src/node';
import { logoDataUrl } from '../../../libs/qr-render/src/testing/images';

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

/** Everything at once: gradient, finder colour, dots, circle finders, logo and frame. */
const FULLY_STYLED: QrCustomizationInput = {
  foreground: {
    type: 'linear',
    angle: 45,
    stops: [
      { offset: 0, colour: '#1a237e' },
      { offset: 1, colour: '#004d40' },
    ],
  },
  background: '#fff8e1',
  finderColour: '#b71c1c',
  modulePattern: 'dots',
  finderFrame: 'circle',
  finderCentre: 'circle',
  logo: { image: logoDataUrl(), size: 0.1 },
  frame: { caption: 'Scan me', template: 'rounded-banner' },
};
const LARGE = 1024;

const COMPARISONS: Comparison[] = [
  {
    name: `PNG ${LARGE} px, fully styled (gradient, dots, circle finders, logo, frame)`,
    ours: (payload) => renderPng(payload, FULLY_STYLED, { size: LARGE }),
    baseline: (payload) => QRCode.toBuffer(payload, { width: LARGE }),
    baselineName: `QRCode.toBuffer(payload, { width: ${LARGE} }), plain`,
  },
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
];

/**
 * Save's scan check for the largest design: the longest payload we expect (1,000 characters) in the
 * fully styled design. Each round takes a fresh payload, so no verdict is reused, and alternates with
 * qrcode's plain toBuffer of the same payload at 1024 px, the baseline of the ratio.
 */
async function saveCheckTimes(): Promise<{ check: number[]; baseline: number[]; ratios: number[] }> {
  const check: number[] = [];
  const baseline: number[] = [];
  const ratios: number[] = [];
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  await checkScannable(`https://example.com/warm-up/${'a'.repeat(980)}`, FULLY_STYLED);
  for (let round = 0; round < ROUNDS; round++) {
    const payload = `https://example.com/${round}/${'a'.repeat(980)}`;
    const checkTime = await timed(async () => {
      const verdict = await checkScannable(payload, FULLY_STYLED);
      if (!verdict.ok) throw new Error(`the benchmark design was refused: ${verdict.message}`);
    });
    const baselineTime = await timed(() => QRCode.toBuffer(payload, { width: LARGE }));
    check.push(checkTime);
    baseline.push(baselineTime);
    ratios.push(checkTime / baselineTime);
  }
  return { check, baseline, ratios };
}

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
  const save = await saveCheckTimes();
  console.log('\nScan guarantee on Save, largest design (1,000 characters, fully styled; target < 300 ms)');
  console.log(
    `  check     ${median(save.check).toFixed(0).padStart(7)} ms median (fastest ${Math.min(...save.check).toFixed(0)}, slowest ${Math.max(...save.check).toFixed(0)}) over ${ROUNDS} payloads`,
  );
  console.log(
    `  baseline  ${median(save.baseline).toFixed(0).padStart(7)} ms median  QRCode.toBuffer(payload, { width: ${LARGE} }), plain`,
  );
  console.log(
    `  ratio     ${median(save.ratios).toFixed(2).padStart(7)}x the baseline's time (median of per-round ratios)`,
  );
}

// Run as a jest "test" so the workspace's aliases and swc transform apply (see README.md).
it('renders against qrcode and checks the largest design on Save', main, 3_600_000);
