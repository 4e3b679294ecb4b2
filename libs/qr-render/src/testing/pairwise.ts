/**
 * Rows that together hold every pair of values of every two factors (all-pairs testing), built
 * greedily: each row starts from the first uncovered pair and takes, factor by factor, the value
 * that covers most pairs still missing. Deterministic, so a failing row can be run again.
 */
export function allPairs<T extends Record<string, readonly unknown[]>>(
  factors: T,
): Array<{ [K in keyof T]: T[K][number] }> {
  const names = Object.keys(factors) as Array<keyof T & string>;
  const key = (a: string, i: number, b: string, j: number) => `${a}=${i}|${b}=${j}`;
  const uncovered = new Set<string>();
  names.forEach((a, x) =>
    names.slice(x + 1).forEach((b) => {
      factors[a]?.forEach((_, i) => factors[b]?.forEach((__, j) => uncovered.add(key(a, i, b, j))));
    }),
  );
  const rows: Array<Record<string, number>> = [];
  while (uncovered.size > 0) {
    const [first = ''] = uncovered;
    const [[a = '', i = '0'] = [], [b = '', j = '0'] = []] = first.split('|').map((part) => part.split('='));
    const row: Record<string, number> = { [a]: Number(i), [b]: Number(j) };
    for (const name of names) {
      if (name in row) continue;
      let best = 0;
      let bestGain = -1;
      factors[name]?.forEach((_, value) => {
        const gain = Object.entries(row).filter(([other, chosen]) => {
          const [p, q] = names.indexOf(other as keyof T & string) < names.indexOf(name) ? [other, name] : [name, other];
          const [pi, qi] = p === other ? [chosen, value] : [value, chosen];
          return uncovered.has(key(p, pi, q, qi));
        }).length;
        if (gain > bestGain) [best, bestGain] = [value, gain];
      });
      row[name] = best;
    }
    names.forEach((p, x) => names.slice(x + 1).forEach((q) => uncovered.delete(key(p, row[p] ?? 0, q, row[q] ?? 0))));
    rows.push(row);
  }
  return rows.map((row) => Object.fromEntries(names.map((name) => [name, factors[name]?.[row[name] ?? 0]]))) as Array<{
    [K in keyof T]: T[K][number];
  }>;
}
