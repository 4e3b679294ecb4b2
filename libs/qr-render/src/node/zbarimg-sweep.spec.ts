import { availableParallelism } from 'node:os';
import { planRender } from '../lib/plan';
import { allPairs } from '../testing/pairwise';
import { TRACKED_PAYLOAD } from '../testing/payloads';
import {
  inParallel,
  SWEEP_FACTORS,
  sweepDesign,
  sweepFile,
  sweepLabel,
  type SweepDesign,
  type SweepRow,
} from '../testing/scan-sweep';
import { zbarimgRead, zbarimgReadsInOneRun } from '../testing/zbarimg';
import { pngFromPlan } from './raster';
import { checkScannable, type ScannableCheck } from './scan-guarantee';

/**
 * The guarantee holds for a decoder we do not ship: Debian's zbarimg reads every design the check
 * accepts at every size LiveQR offers it, in every format (vector files rasterised at 300 dpi),
 * and a size below the check's minimum is refused. A pairwise cover of modules × finder frame ×
 * finder centre × logo × frame × gradient × 20 sizes × 5 formats; the full product is
 * `tools/bench/scan-sweep`.
 */
describe('zbarimg reads every design LiveQR offers, at every size', () => {
  jest.setTimeout(20 * 60_000);

  it('reads a pairwise cover of designs, sizes and formats, or LiveQR does not offer them', async () => {
    const rows = allPairs(SWEEP_FACTORS) as SweepRow[];
    const verdicts = new Map<string, Promise<ScannableCheck>>();
    const verdictOf = (row: SweepDesign) => {
      const { modulePattern, finderFrame, finderCentre, logo, frame, gradient } = row;
      const key = sweepLabel({ modulePattern, finderFrame, finderCentre, logo, frame, gradient });
      let verdict = verdicts.get(key);
      if (!verdict) verdicts.set(key, (verdict = checkScannable(TRACKED_PAYLOAD, sweepDesign(row))));
      return verdict;
    };
    const unread: string[] = [];
    const offeredTooSmall: string[] = [];
    let read = 0;
    let belowMinimum = 0;
    await inParallel(rows, availableParallelism() + 1, async (row) => {
      const verdict = await verdictOf(row);
      if (!verdict.ok) return;
      const { minimumSize } = verdict.symbol;
      const plan = () => planRender(TRACKED_PAYLOAD, verdict.customization, { size: row.size, minimumSize });
      if (row.size < minimumSize) {
        belowMinimum++;
        if (!refusedAsTooSmall(plan)) offeredTooSmall.push(sweepLabel(row));
        return;
      }
      const { file, type } = await sweepFile(plan(), row.format);
      if ((await zbarimgRead(file, type)) === TRACKED_PAYLOAD) read++;
      else unread.push(sweepLabel(row));
    });
    expect(unread).toEqual([]);
    expect(offeredTooSmall).toEqual([]);
    // The cover must test something: most rows are designs LiveQR accepts at sizes it offers.
    expect(read).toBeGreaterThan(rows.length * 0.6);
    expect(belowMinimum).toBeGreaterThan(0);
  });

  it('finds circle finder frames in every read of a run, as in a scanner app’s successive frames', async () => {
    // The field report: dots and classy logo designs with circle frames at 1000 px, read in one batch.
    const payload = 'http://localhost:3000/s/w3ow253';
    for (const modulePattern of ['dots', 'classy'] as const) {
      const design = sweepDesign({
        modulePattern,
        finderFrame: 'circle',
        finderCentre: 'square',
        logo: true,
        frame: false,
        gradient: false,
      });
      const png = await pngFromPlan(planRender(payload, design, { size: 1000 }));
      expect(await zbarimgReadsInOneRun(png, 'png', 20)).toEqual(Array(20).fill(payload));
    }
  });
});

function refusedAsTooSmall(plan: () => unknown): boolean {
  try {
    plan();
    return false;
  } catch (error) {
    return (error as { problem?: unknown }).problem === 'sizeTooSmall';
  }
}
