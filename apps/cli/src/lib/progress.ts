/**
 * One status line on stderr, redrawn in place, for people only: nothing when stderr is not a
 * terminal (a pipe, a log file, a test) or when --json asked for output a script reads.
 */
export interface Progress {
  update(text: string): void;
  /** Clears the line (the result is then printed on stdout). */
  done(): void;
}

/** Redraws at most every 100 ms: a fast download would otherwise spend its time on the terminal. */
const REDRAW_MS = 100;

export function progressLine(enabled: boolean, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!enabled || !stream.isTTY) return { update: () => undefined, done: () => undefined };
  let last = 0;
  let shown = false;
  return {
    update(text) {
      const now = Date.now();
      if (now - last < REDRAW_MS) return;
      last = now;
      shown = true;
      stream.write(`\r\x1b[2K${text.slice(0, Math.max(10, (stream.columns || 80) - 1))}`);
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

/** 1536 → "1.5 KB". */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
