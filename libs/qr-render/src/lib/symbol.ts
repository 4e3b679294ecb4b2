// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- qrcode has no types for its internal tables; the reference carries ours into every project that compiles this file
/// <reference path="../qrcode-internals.d.ts" />
import { create } from 'qrcode';
import { getBlocksCount, getTotalCodewordsCount } from 'qrcode/lib/core/error-correction-code';
import * as EC_LEVELS from 'qrcode/lib/core/error-correction-level';
import type { ErrorCorrectionLevel } from './customization';
import { refusal, QrRenderError } from './messages';

/** The module grid of a QR symbol, without quiet zone, and where its codewords lie. */
export interface QrMatrix {
  readonly version: number;
  readonly errorCorrection: ErrorCorrectionLevel;
  /** Modules per side. */
  readonly size: number;
  /** Row-major, one byte per module: 1 dark, 0 light. */
  readonly modules: Uint8Array;
  /** Row-major: 1 where a function pattern (finder, timing, alignment, format, version) lies. */
  readonly functionModules: Uint8Array;
}

/**
 * Runs that numeric (6+ digits) or alphanumeric (10+ characters) mode could store in fewer bits
 * than byte mode. Shorter runs cost more in segment headers than they save.
 */
const RUN_WORTH_A_MODE_SWITCH = /\d{6}|[0-9A-Z $%*+\-./:]{10}/;
const utf8 = new TextEncoder();

/**
 * Only the matrix comes from `qrcode`; drawing is ours. Undefined when the payload does not fit at this level.
 * `layoutOnly`: the data modules will not be drawn (a design check needs the version and where the
 * function patterns lie), so mask 0 is applied instead of scoring all eight: most of qrcode's run time.
 */
export function tryBuildMatrix(
  payload: string,
  errorCorrection: ErrorCorrectionLevel,
  { layoutOnly = false } = {},
): QrMatrix | undefined {
  if (payload === '') throw new QrRenderError(refusal('emptyPayload'));
  // qrcode's optimal segmentation is a third of its run time; most payloads (lower-case URLs,
  // vCards) end up as one byte segment anyway, so it only runs when a mode switch can pay off.
  const data = RUN_WORTH_A_MODE_SWITCH.test(payload)
    ? payload
    : [{ mode: 'byte' as const, data: utf8.encode(payload) }];
  try {
    const { modules, version } = create(data, {
      errorCorrectionLevel: errorCorrection,
      ...(layoutOnly ? { maskPattern: 0 } : {}),
    });
    return {
      version,
      errorCorrection,
      size: modules.size,
      modules: modules.data,
      functionModules: modules.reservedBit,
    };
  } catch (error) {
    if (error instanceof Error && /too big/.test(error.message)) return undefined;
    throw error;
  }
}

/**
 * How many codewords each error-correction block may lose and still decode (ISO/IEC 18004 §7.5),
 * and which block every module's bit belongs to: what a logo's budget is computed from.
 */
export interface CodewordLayout {
  /** Per module (row-major): the index of its block, or -1 for function patterns and remainder bits. */
  readonly blockOfModule: Int16Array;
  /** Per module: the index of its codeword in the interleaved stream, or -1. */
  readonly codewordOfModule: Int32Array;
  readonly blocks: number;
  /** Codewords a block can correct when their positions are unknown: half its error-correction codewords. */
  readonly correctablePerBlock: number;
}

export function codewordLayout(matrix: QrMatrix): CodewordLayout {
  const { size, version, errorCorrection, functionModules } = matrix;
  // qrcode's tables are keyed by its own level objects.
  const level = EC_LEVELS[errorCorrection];
  const blocks = getBlocksCount(version, level);
  const ecCodewords = getTotalCodewordsCount(version, level);
  let dataModules = 0;
  for (const reserved of functionModules) if (!reserved) dataModules++;
  const total = Math.floor(dataModules / 8);
  const blockOfCodeword = interleavedBlocks(total - ecCodewords, ecCodewords / blocks, blocks);

  const blockOfModule = new Int16Array(size * size).fill(-1);
  const codewordOfModule = new Int32Array(size * size).fill(-1);
  let bit = 0;
  forEachDataModule(matrix, (index) => {
    const codeword = bit >> 3;
    if (codeword < total) {
      codewordOfModule[index] = codeword;
      blockOfModule[index] = blockOfCodeword[codeword] ?? -1;
    }
    bit++;
  });
  return { blockOfModule, codewordOfModule, blocks, correctablePerBlock: Math.floor(ecCodewords / blocks / 2) };
}

/**
 * The block of each codeword in transmission order: data codewords are interleaved one per block
 * in turn (the later blocks hold one more), then the error-correction codewords likewise.
 */
function interleavedBlocks(dataCodewords: number, ecPerBlock: number, blocks: number): Int16Array {
  const shortBlocks = blocks - (dataCodewords % blocks);
  const shortLength = Math.floor(dataCodewords / blocks);
  const order: number[] = [];
  for (let i = 0; i <= shortLength; i++) {
    for (let block = 0; block < blocks; block++) {
      if (i < shortLength || block >= shortBlocks) order.push(block);
    }
  }
  for (let i = 0; i < ecPerBlock; i++) for (let block = 0; block < blocks; block++) order.push(block);
  return Int16Array.from(order);
}

/** Visits data modules in placement order: two-column strips from the right, up and down in turn, skipping column 6. */
function forEachDataModule({ size, functionModules }: QrMatrix, visit: (index: number) => void): void {
  let upwards = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let step = 0; step < size; step++) {
      const row = upwards ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        const index = row * size + column;
        if (!functionModules[index]) visit(index);
      }
    }
    upwards = !upwards;
  }
}
