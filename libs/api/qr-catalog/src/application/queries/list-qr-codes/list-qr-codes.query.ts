import { Query } from '@nestjs/cqrs';
import type { QrCodePageView } from '../../qr-code.view';
import type { QrCodeFilter, QrCodeSortKey, SortDirection } from '../../qr-code-filter';

export interface ListQrCodesCriteria extends QrCodeFilter {
  sort: QrCodeSortKey;
  direction: SortDirection;
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
