import { APP_CONFIG, type AppConfig, spreadsheetCsv } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import { QrCodesRepository } from '../infrastructure/qr-codes.repository';
import { type QrCodeView, toQrCodeView } from './qr-code.view';

interface QrCodeExportRow {
  id: string;
  type: string;
  name: string;
  shortCode: string;
  payload: string;
  tracked: boolean;
  active: boolean;
  scans: number;
  uniqueScans: number;
  createdAt: string;
  updatedAt: string;
  content: string;
}

const COLUMNS = [
  { key: 'id', header: 'id' },
  { key: 'type', header: 'type' },
  { key: 'name', header: 'name' },
  { key: 'shortCode', header: 'short_code' },
  { key: 'payload', header: 'encoded' },
  { key: 'tracked', header: 'tracked' },
  { key: 'active', header: 'active' },
  { key: 'scans', header: 'scans' },
  { key: 'uniqueScans', header: 'unique_scans' },
  { key: 'createdAt', header: 'created_at' },
  { key: 'updatedAt', header: 'updated_at' },
  { key: 'content', header: 'content_json' },
] as const;

/** Every code of an owner, oldest first, as JSON (the API's own view of each) or as a CSV file. */
@Injectable()
export class QrCodeExports {
  constructor(
    private readonly codes: QrCodesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async json(ownerId: string): Promise<QrCodeView[]> {
    return (await this.codes.allOf(ownerId)).map((code) => toQrCodeView(code, this.config.publicUrl));
  }

  async csv(ownerId: string): Promise<string> {
    const rows = (await this.json(ownerId)).map((code): QrCodeExportRow => ({
      id: code.id,
      type: code.type,
      name: code.name,
      shortCode: code.slug,
      payload: code.payload,
      tracked: code.isTracked,
      active: code.isActive,
      scans: code.scanCount,
      uniqueScans: code.uniqueScanCount,
      createdAt: code.createdAt,
      updatedAt: code.updatedAt,
      content: JSON.stringify(code.content),
    }));
    return spreadsheetCsv(rows, COLUMNS);
  }
}
