import type { QrTypeId } from '@liveqr/qr-content';
import { Query } from '@nestjs/cqrs';
import type { QrCodePageView } from '../../qr-code.view';

export interface ListQrCodesCriteria {
  search?: string;
  status?: 'active' | 'inactive';
  type?: QrTypeId;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export class ListQrCodesQuery extends Query<QrCodePageView> {
  constructor(
    readonly ownerId: string,
    readonly criteria: ListQrCodesCriteria,
  ) {
    super();
  }
}
