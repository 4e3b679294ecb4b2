import { SubscriptionStateChangedEvent, WorkspaceRenamedEvent } from '@liveqr/shared/contracts';
import type { AuditEntry } from '../../domain/audit-entry';
import type { AuditLogRepository } from '../../infrastructure/audit-log.repository';
import type { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { RecordAuditEntriesWhenChangedHandler } from './audit-entries-when-changed.handler';

const WORKSPACE = '5f0c5c8e-0000-4000-8000-0000000000aa';
const OWNER = { userId: '5f0c5c8e-0000-4000-8000-0000000000bb', apiKeyId: null };

describe('recording audit entries as events are heard', () => {
  it('writes them in the order the events came, though the first waits for its payer', async () => {
    const written: string[] = [];
    let failNext = true;
    const log = {
      append: async (entries: AuditEntry[]) => {
        if (entries[0]?.action === 'workspace.renamed' && failNext) {
          failNext = false;
          throw new Error('the database went away');
        }
        written.push(...entries.map((entry) => entry.action));
      },
    } as unknown as AuditLogRepository;
    const workspaces = {
      // Slower than the rename's whole write.
      ownerOf: () => new Promise<string>((resolve) => setTimeout(() => resolve(OWNER.userId), 30)),
    } as unknown as WorkspacesRepository;
    const handler = new RecordAuditEntriesWhenChangedHandler(log, workspaces);

    const paid = handler.handle(new SubscriptionStateChangedEvent(WORKSPACE, 'none', 'active', null));
    const failed = handler.handle(new WorkspaceRenamedEvent(WORKSPACE, 'Café', 'Café Lumière', OWNER));
    const renamed = handler.handle(new WorkspaceRenamedEvent(WORKSPACE, 'Café Lumière', 'Bistro', OWNER));

    await expect(failed).rejects.toThrow('the database went away');
    await Promise.all([paid, renamed]);
    expect(written).toEqual(['plan.activated', 'workspace.renamed']);
  });
});
