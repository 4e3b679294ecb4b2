import type { Broadcast, BroadcastListener } from '@liveqr/api/platform';
import type { WorkspaceRole } from '@liveqr/shared/contracts';
import type { WorkspacesRepository } from '../infrastructure/workspaces.repository';
import { Memberships } from './memberships';

/** Two replicas on one bus: what one publishes, the other hears. */
function aBus(reachesEveryReplica: boolean) {
  const listeners = new Map<string, BroadcastListener[]>();
  const replica = (): Broadcast =>
    ({
      reachesEveryReplica: () => reachesEveryReplica,
      publish: async (channel: string, message: string) => {
        for (const listener of listeners.get(channel) ?? []) listener(message);
      },
      subscribe: (channel: string, listener: BroadcastListener) =>
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
      onGap: () => undefined,
    }) as unknown as Broadcast;
  return replica;
}

function aDatabase() {
  const roles = new Map<string, WorkspaceRole>();
  let reads = 0;
  const repository = {
    roleOf: async (userId: string, workspaceId: string) => {
      reads += 1;
      return roles.get(`${workspaceId}:${userId}`);
    },
  } as unknown as WorkspacesRepository;
  return { repository, roles, reads: () => reads };
}

describe('Memberships', () => {
  afterEach(() => jest.useRealTimers());

  it('answers from memory until the role changes, on this replica and the others', async () => {
    const database = aDatabase();
    const replica = aBus(true);
    const [here, there] = [
      new Memberships(database.repository, replica()),
      new Memberships(database.repository, replica()),
    ];
    here.onModuleInit();
    there.onModuleInit();
    database.roles.set('w:u', 'editor');
    expect(await here.roleOf('u', 'w')).toBe('editor');
    expect(await there.roleOf('u', 'w')).toBe('editor');
    expect(await here.roleOf('u', 'w')).toBe('editor');
    expect(database.reads()).toBe(2);

    // Removed on one replica: both forget at once.
    database.roles.delete('w:u');
    await here.changed('w', 'u');
    expect(await here.roleOf('u', 'w')).toBeNull();
    expect(await there.roleOf('u', 'w')).toBeNull();
  });

  it('forgets every member of a workspace that went', async () => {
    const database = aDatabase();
    const memberships = new Memberships(database.repository, aBus(true)());
    memberships.onModuleInit();
    database.roles.set('w:a', 'admin').set('w:b', 'viewer').set('x:a', 'owner');
    await Promise.all([memberships.roleOf('a', 'w'), memberships.roleOf('b', 'w'), memberships.roleOf('a', 'x')]);
    database.roles.delete('w:a');
    database.roles.delete('w:b');
    await memberships.changed('w');
    expect(await memberships.roleOf('a', 'w')).toBeNull();
    expect(await memberships.roleOf('b', 'w')).toBeNull();
    expect(await memberships.roleOf('a', 'x')).toBe('owner');
    expect(database.reads()).toBe(5);
  });

  it('reads again within seconds when changes may not reach every replica', async () => {
    jest.useFakeTimers({ now: 0 });
    const database = aDatabase();
    const memberships = new Memberships(database.repository, aBus(false)());
    database.roles.set('w:u', 'viewer');
    expect(await memberships.roleOf('u', 'w')).toBe('viewer');
    // Removed on a replica whose message never came: still refused within the 5 seconds promised.
    database.roles.delete('w:u');
    jest.setSystemTime(2_000);
    expect(await memberships.roleOf('u', 'w')).toBeNull();
  });
});
