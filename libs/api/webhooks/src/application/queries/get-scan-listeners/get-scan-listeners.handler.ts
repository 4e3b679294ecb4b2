import { GetScanListenersQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ScanListeners } from '../../scan-listeners';

/** Answered from memory: the scan path asks it for every batch it writes. */
@QueryHandler(GetScanListenersQuery)
export class GetScanListenersHandler implements IQueryHandler<GetScanListenersQuery, string[]> {
  constructor(private readonly listeners: ScanListeners) {}

  async execute({ ownerIds }: GetScanListenersQuery): Promise<string[]> {
    return this.listeners.among(ownerIds);
  }
}
