import { GetScanListenersQuery, type ScanListenerSet } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ScanListeners } from '../../scan-listeners';

/** The listeners themselves, which the scan path keeps and asks per batch. */
@QueryHandler(GetScanListenersQuery)
export class GetScanListenersHandler implements IQueryHandler<GetScanListenersQuery, ScanListenerSet> {
  constructor(private readonly listeners: ScanListeners) {}

  async execute(): Promise<ScanListenerSet> {
    return this.listeners;
  }
}
