import { accessCheckTtlMs, Broadcast, WorkspaceMemberships } from '@liveqr/api/platform';
import type { WorkspaceRole } from '@liveqr/shared/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { WorkspacesRepository } from '../infrastructure/workspaces.repository';

const CHANNEL = 'workspaces.members-changed';

/** One member's role changed or they left, or (no `userId`) the whole workspace went. */
interface MembersChanged {
  workspaceId: string;
  userId?: string;
}

interface KnownRole {
  role: WorkspaceRole | null;
  checkedAt: number;
}

const key = (userId: string, workspaceId: string) => `${workspaceId}:${userId}`;

/**
 * Who may act in which workspace, as the caller guard asks on every request naming one. A replica
 * trusts what it read as briefly as a session (accessCheckTtlMs), and forgets it at once when the
 * broadcast says a member changed: a removed member is refused on every replica within seconds.
 */
@Injectable()
export class Memberships extends WorkspaceMemberships implements OnModuleInit {
  private readonly logger = new Logger('Memberships');
  private readonly known = new LRUCache<string, KnownRole>({ max: 50_000 });

  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly broadcast: Broadcast,
  ) {
    super();
  }

  onModuleInit(): void {
    this.broadcast.subscribe(CHANNEL, (message) => {
      try {
        this.forget(JSON.parse(message) as MembersChanged);
      } catch {
        this.logger.warn(`Ignored a malformed message on ${CHANNEL}`);
      }
    });
    this.broadcast.onGap(() => this.known.clear());
  }

  async roleOf(userId: string, workspaceId: string): Promise<WorkspaceRole | null> {
    const cacheKey = key(userId, workspaceId);
    const known = this.known.get(cacheKey);
    if (known && Date.now() - known.checkedAt < accessCheckTtlMs(this.broadcast)) return known.role;
    const role = (await this.workspaces.roleOf(userId, workspaceId, new Date())) ?? null;
    this.known.set(cacheKey, { role, checkedAt: Date.now() });
    return role;
  }

  /** Every replica reads the member's role again (or everyone's in the workspace). */
  async changed(workspaceId: string, userId?: string): Promise<void> {
    const change: MembersChanged = userId === undefined ? { workspaceId } : { workspaceId, userId };
    this.forget(change);
    await this.broadcast.publish(CHANNEL, JSON.stringify(change));
  }

  private forget({ workspaceId, userId }: MembersChanged): void {
    if (userId !== undefined) {
      this.known.delete(key(userId, workspaceId));
      return;
    }
    for (const cacheKey of this.known.keys()) {
      if (cacheKey.startsWith(`${workspaceId}:`)) this.known.delete(cacheKey);
    }
  }
}
