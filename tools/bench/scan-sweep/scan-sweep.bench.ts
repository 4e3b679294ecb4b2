/**
 * The full product of the scan sweep: every design (module pattern × finder frame × finder centre ×
 * logo × frame × gradient = 800) at every offered size of SWEEP_SIZES in every format, read by
 * Debian's zbarimg and by the three decoders LiveQR ships. Prints how many images each decoder
 * reads and lists the ones it does not. Usage: see README.md.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { planRender } from '../../../libs/qr-render/src/lib/plan';
import { decode, DECODERS, type DecoderName } from '../../../libs/qr-render/src/node/decoders';
import { checkScannable } from '../../../libs/qr-render/src/node/scan-guarantee';
import { TRACKED_PAYLOAD } from '../../../libs/qr-render/src/testing/payloads';
import {
  everySweepDesign,
  inParallel,
  SWEEP_FORMATS,
  SWEEP_SIZES,
  sweepDesign,
  sweepFile,
  sweepLabel,
  type SweepFormat,
} from '../../../libs/qr-render/src/testing/scan-sweep';
import { zbarimgRead } from '../../../libs/qr-render/src/testing/zbarimg';

const list = (name: string) => process.env[name]?.split(',').filter(Boolean);
const SIZES = list('BENCH_SIZES')?.map(Number) ?? [...SWEEP_SIZES];
const FORMATS = (list('BENCH_FORMATS') ?? [...SWEEP_FORMATS]) as SweepFormat[];
/** BENCH_DESIGNS=every:N takes every Nth design, for a quicker look. */
const EVERY = Number(process.env['BENCH_DESIGNS']?.replace('every:', '') || 1);
const READERS = ['zbarimg', ...DECODERS] as const;
type Reader = (typeof READERS)[number];

describe('scan sweep, full product', () => {
  it('reports how many offered images each decoder reads', async () => {
    const designs = everySweepDesign().filter((_, i) => i % EVERY === 0);
    const reads = Object.fromEntries(READERS.map((reader) => [reader, 0])) as Record<Reader, number>;
    const failures = Object.fromEntries(READERS.map((reader) => [reader, [] as string[]])) as Record<Reader, string[]>;
    let offered = 0;
    let notOffered = 0;
    let refusedDesigns = 0;
    const raisedMinimum: string[] = [];
    await inParallel(designs, availableParallelism() + 1, async (row) => {
      const verdict = await checkScannable(TRACKED_PAYLOAD, sweepDesign(row));
      if (!verdict.ok) {
        refusedDesigns++;
        return;
      }
      const { minimumSize, minimumSizeReason } = verdict.symbol;
      if (minimumSizeReason === 'scanners') raisedMinimum.push(`${sweepLabel(row)} from ${minimumSize} px`);
      for (const size of SIZES) {
        if (size < minimumSize) {
          notOffered += FORMATS.length;
          continue;
        }
        const plan = planRender(TRACKED_PAYLOAD, verdict.customization, { size, minimumSize });
        for (const format of FORMATS) {
          offered++;
          const label = `${sweepLabel(row)} ${format}@${size}`;
          const { file, type } = await sweepFile(plan, format);
          const verdicts: Array<[Reader, string | null]> = [['zbarimg', await zbarimgRead(file, type)]];
          const { data, info } = await sharp(file, { limitInputPixels: false })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
          const pixels = { width: info.width, height: info.height, data };
          for (const decoder of DECODERS) verdicts.push([decoder, await decode(decoder as DecoderName, pixels)]);
          for (const [reader, text] of verdicts) {
            if (text === TRACKED_PAYLOAD) reads[reader]++;
            else failures[reader].push(label);
          }
        }
      }
    });
    const lines = [
      `designs ${designs.length} (refused ${refusedDesigns}, offered from a larger size ${raisedMinimum.length}); ` +
        `sizes ${SIZES.join(',')}; formats ${FORMATS.join(',')}`,
      `images offered ${offered}, not offered (below the design's minimum) ${notOffered}`,
      ...READERS.map((reader) => `${reader.padEnd(8)} reads ${reads[reader]}/${offered}`),
      ...READERS.flatMap((reader) => failures[reader].map((label) => `  ${reader} cannot read ${label}`)),
      ...raisedMinimum.map((line) => `  offered ${line}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    expect(offered).toBeGreaterThan(0);
  });
});
