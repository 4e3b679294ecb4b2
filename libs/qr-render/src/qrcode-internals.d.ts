/** Tables inside `qrcode` (ISO/IEC 18004 Table 9) that its public API does not expose. */
declare module 'qrcode/lib/core/error-correction-level' {
  export interface Level {
    bit: number;
  }
  export const L: Level;
  export const M: Level;
  export const Q: Level;
  export const H: Level;
}

declare module 'qrcode/lib/core/error-correction-code' {
  import type { Level } from 'qrcode/lib/core/error-correction-level';
  export function getBlocksCount(version: number, level: Level): number;
  export function getTotalCodewordsCount(version: number, level: Level): number;
}
