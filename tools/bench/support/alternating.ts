/**
 * Compares the cost of two requests the way the API benchmarks do: in alternating short slices, so
 * load from other processes hits both alike; each figure is the median over the rounds and the
 * ratio is the median of the per-round ratios.
 */
export interface Comparison {
  baselineMs: number;
  subjectMs: number;
  /** subject / baseline. */
  ratio: number;
}

export async function compareAlternating(
  rounds: number,
  sliceMs: number,
  baseline: () => Promise<void>,
  subject: () => Promise<void>,
): Promise<Comparison> {
  const baselineTimes: number[] = [];
  const subjectTimes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const baselineMs = await msPerCall(sliceMs, baseline);
    const subjectMs = await msPerCall(sliceMs, subject);
    baselineTimes.push(baselineMs);
    subjectTimes.push(subjectMs);
    ratios.push(subjectMs / baselineMs);
  }
  return { baselineMs: median(baselineTimes), subjectMs: median(subjectTimes), ratio: median(ratios) };
}

/** Calls `call` one after another for `sliceMs`; the mean time of one call. */
export async function msPerCall(sliceMs: number, call: () => Promise<void>): Promise<number> {
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < sliceMs) {
    await call();
    count++;
  }
  return (performance.now() - start) / count;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
