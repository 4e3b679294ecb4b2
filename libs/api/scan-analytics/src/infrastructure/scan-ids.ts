import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Random bytes for this many ids are drawn at once: one draw per id cost more than the id itself. */
const IDS_PER_DRAW = 256;
const ID_BYTES = 16;
const randomPool = new Uint8Array(IDS_PER_DRAW * ID_BYTES);
let nextInPool = IDS_PER_DRAW;

/**
 * A new scan id: a UUIDv7, whose leading bits are the time, so the unique index on scan ids grows
 * at its end as the time index does. A random (v4) id lands on any page of that index, and after
 * every checkpoint each page it lands on is read and written to the log whole.
 */
export function newScanId(): string {
  if (nextInPool === IDS_PER_DRAW) {
    randomFillSync(randomPool);
    nextInPool = 0;
  }
  const random = randomPool.subarray(nextInPool * ID_BYTES, ++nextInPool * ID_BYTES);
  return v7({ random });
}
