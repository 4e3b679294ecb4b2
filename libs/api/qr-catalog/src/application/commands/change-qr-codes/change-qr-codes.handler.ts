import { type Actor, QrCodesChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type AffectedCode, announcedCodes, QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type BulkResultView, bulkResultView } from '../../organise.view';
import { OwnedReferences } from '../../owned-references';
import { ChangeQrCodesCommand } from './change-qr-codes.command';

/**
 * Activate, deactivate, move or (un)tag a selection, or every code that matches a filter, in one
 * statement each; the codes it changed are announced (webhooks and the audit log hear of them).
 */
@CommandHandler(ChangeQrCodesCommand)
export class ChangeQrCodesHandler implements ICommandHandler<ChangeQrCodesCommand, BulkResultView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
    private readonly events: EventBus,
  ) {}

  async execute({ ownerId, selection, change, actor }: ChangeQrCodesCommand): Promise<BulkResultView> {
    await this.references.assertSelection(ownerId, selection);
    switch (change.kind) {
      case 'status': {
        const changed = await this.codes.updateSelected(ownerId, selection, { is_active: change.active });
        // Their scans answer differently now: the scan path, webhooks and the audit log hear of them.
        const status = { kind: 'status', active: change.active } as const;
        this.events.publish(new QrCodesChangedEvent(ownerId, announcedCodes(changed), status, actor));
        return bulkResultView(changed.length);
      }
      case 'move': {
        await this.references.assertFolder(ownerId, change.folderId);
        const moved = await this.codes.updateSelected(ownerId, selection, { folder_id: change.folderId });
        this.announceOrganised(ownerId, moved, actor);
        return bulkResultView(moved.length);
      }
      case 'tags': {
        await this.references.assertTags(ownerId, [...change.add, ...change.remove]);
        const added = await this.codes.addTags(ownerId, selection, change.add);
        const removed = await this.codes.removeTags(ownerId, selection, change.remove);
        const tagged = [...new Map([...added, ...removed].map((code) => [code.id, code])).values()];
        this.announceOrganised(ownerId, tagged, actor);
        return bulkResultView(added.length + removed.length);
      }
    }
  }

  private announceOrganised(ownerId: string, codes: AffectedCode[], actor: Actor): void {
    if (codes.length === 0) return;
    this.events.publish(new QrCodesChangedEvent(ownerId, announcedCodes(codes), { kind: 'organised' }, actor));
  }
}
