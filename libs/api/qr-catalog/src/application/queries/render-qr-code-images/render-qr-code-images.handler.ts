import type { Readable } from 'node:stream';
import type { ImageFormat } from '@liveqr/qr-render';
import { Logger } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ZipFile } from 'yazl';
import { QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { OwnedReferences } from '../../owned-references';
import { RenderQrCodeImageQuery } from '../render-qr-code-image/render-qr-code-image.query';
import { type QrCodeImagesZip, RenderQrCodeImagesQuery } from './render-qr-code-images.query';

/** Characters some file system refuses in a name (control characters too). */
const UNSAFE_IN_FILE_NAME = '\\/:*?"<>|';

/**
 * Streams the ZIP: the answer starts with the first image, and only one rendered image is held at
 * a time. A code whose design cannot be drawn at the chosen size is left out and named, with the
 * reason, in `not-included.txt`.
 */
@QueryHandler(RenderQrCodeImagesQuery)
export class RenderQrCodeImagesHandler implements IQueryHandler<RenderQrCodeImagesQuery, QrCodeImagesZip> {
  private readonly logger = new Logger(RenderQrCodeImagesHandler.name);

  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, selection, format, size }: RenderQrCodeImagesQuery): Promise<QrCodeImagesZip> {
    await this.references.assertSelection(ownerId, selection);
    const ids = await this.codes.selectedIds(ownerId, selection);
    const zip = new ZipFile();
    void this.fill(zip, ownerId, ids, format, size);
    // yazl's typings say NodeJS.ReadableStream; it is a stream.PassThrough.
    return { stream: zip.outputStream as Readable, fileName: `qr-codes-${format}-${size}.zip` };
  }

  private async fill(zip: ZipFile, ownerId: string, ids: string[], format: ImageFormat, size: number): Promise<void> {
    const names = new Set<string>();
    const leftOut: string[] = [];
    try {
      for (const id of ids) {
        try {
          const image = await this.queries.execute(new RenderQrCodeImageQuery(ownerId, id, format, size));
          zip.addBuffer(image.body, uniqueName(safeFileName(image.fileName), names));
        } catch (error) {
          // Deleted meanwhile, or a design too fine for this size: the rest still download.
          if (!(error instanceof QrCatalogException)) throw error;
          leftOut.push(`${id}: ${error.message}`);
        }
      }
      if (leftOut.length > 0) zip.addBuffer(Buffer.from(`${leftOut.join('\n')}\n`), 'not-included.txt');
    } catch (error) {
      this.logger.error(`Building an images ZIP failed: ${String(error)}`);
      (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    zip.end();
  }
}

function safeFileName(name: string): string {
  return [...name]
    .map((character) => (character < ' ' || UNSAFE_IN_FILE_NAME.includes(character) ? '-' : character))
    .join('');
}

/** `Menu.png`, then `Menu (2).png`, … */
function uniqueName(fileName: string, taken: Set<string>): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  let name = fileName;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}
