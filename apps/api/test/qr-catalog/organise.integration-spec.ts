import { PurgeExpiredDeletionsCommand } from '@liveqr/api/qr-catalog';
import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { ScanRollup } from '@liveqr/api/scan-analytics';
import { deleteAccount } from '../identity/support/identity-client';
import { scan, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, decode, qrApi, type QrApi, type QrUser } from './support/qr-client';

interface Item {
  id: string;
  name: string;
  type: string;
  slug: string;
  isActive: boolean;
  folderId: string | null;
  tagIds: string[];
  scanCount: number;
  lastScannedAt: string | null;
}
interface Page {
  items: Item[];
  total: number;
}
interface Deletion {
  deletionId: string;
  undoSeconds: number;
}
interface Folder {
  id: string;
  parentId: string | null;
  codeCount: number;
}

describe('Organising codes: folders, tags, the filtered list and bulk actions', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;
  let other: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    api = qrApi(server, owner);
    other = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) {
    const answer = await response;
    expect({ status: answer.statusCode, body: answer.statusCode === status ? '' : answer.body }).toEqual({
      status,
      body: '',
    });
    return (answer.body === '' ? undefined : answer.json()) as T;
  }
  const folder = (name: string, parentId?: string, as = api) =>
    ok<{ id: string; parentId: string | null }>(as.folders.create({ name, ...(parentId ? { parentId } : {}) }), 201);
  const tag = (name: string, colour = '#2e7d32', as = api) =>
    ok<{ id: string; name: string }>(as.tags.create({ name, colour }), 201);
  const code = (name: string, url = `example.com/${encodeURIComponent(name)}`, as = api) =>
    createCode(as, { type: 'website', content: { url }, name }) as Promise<Item>;
  const list = (query: Record<string, string | number | string[]>) => ok<Page>(api.list(query));
  const names = (page: Page) => page.items.map((item) => item.name).sort();
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    server.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);

  describe('folders', () => {
    it('nests, renames and moves folders, and lists them with their parents', async () => {
      const top = await folder('Restaurants');
      const child = await folder('Menus', top.id);
      expect(child.parentId).toBe(top.id);
      const renamed = await ok<{ name: string }>(api.folders.update(child.id, { name: '  Lunch menus ' }));
      expect(renamed.name).toBe('Lunch menus');
      const moved = await ok<{ parentId: string | null }>(api.folders.update(child.id, { parentId: null }));
      expect(moved.parentId).toBeNull();
      const listed = await ok<Array<{ id: string; parentId: string | null }>>(api.folders.list());
      expect(listed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: top.id, parentId: null }),
          expect.objectContaining({ id: child.id, parentId: null }),
        ]),
      );
    });

    it('refuses moving a folder into itself or into its own descendant, with folder_cycle', async () => {
      const a = await folder('A');
      const b = await folder('B', a.id);
      const c = await folder('C', b.id);
      for (const parentId of [a.id, b.id, c.id]) {
        const response = await api.folders.update(a.id, { parentId });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('folder_cycle');
      }
      const [stored] = await sql<{ parent_id: string | null }>('select parent_id from qr_folders where id = ?', [a.id]);
      expect(stored.parent_id).toBeNull();
    });

    it('lets only one of two concurrent moves that would make folders each other’s parent succeed', async () => {
      for (let round = 0; round < 5; round++) {
        const a = await folder(`Race A${round}`);
        const b = await folder(`Race B${round}`);
        const moves = await Promise.all([
          api.folders.update(a.id, { parentId: b.id }),
          api.folders.update(b.id, { parentId: a.id }),
        ]);
        expect(moves.map((move) => move.statusCode).sort()).toEqual([200, 409]);
        expect(moves.find((move) => move.statusCode === 409)?.json().error).toBe('folder_cycle');
        const parents = await sql<{ parent_id: string | null }>('select parent_id from qr_folders where id in (?, ?)', [
          a.id,
          b.id,
        ]);
        expect(parents.filter(({ parent_id }) => parent_id === null)).toHaveLength(1);
      }
    });

    it('nests folders at most 10 levels deep, whether created, moved in or moved with their subfolders', async () => {
      const chain: Array<{ id: string }> = [await folder('Level 1')];
      for (let level = 2; level <= 10; level++) chain.push(await folder(`Level ${level}`, chain[chain.length - 1].id));
      const tooDeep = await api.folders.create({ name: 'Level 11', parentId: chain[9].id });
      expect([tooDeep.statusCode, tooDeep.json().error]).toEqual([409, 'folder_too_deep']);

      const branch = await folder('Branch');
      await folder('Branch child', branch.id);
      // Under level 8 the branch's child would be at level 10; under level 9, at 11.
      await ok(api.folders.update(branch.id, { parentId: chain[7].id }));
      const deeper = await api.folders.update(branch.id, { parentId: chain[8].id });
      expect([deeper.statusCode, deeper.json().error]).toEqual([409, 'folder_too_deep']);
    });

    it('ends a listing with subfolders even on a folder cycle written straight into the database', async () => {
      const a = await folder('Loop A');
      const b = await folder('Loop B', a.id);
      const inside = await code('In the loop');
      await ok(api.bulk('move', { ids: [inside.id], folderId: b.id }));
      await sql('update qr_folders set parent_id = ? where id = ?', [b.id, a.id]);
      expect(names(await list({ folderId: a.id, includeSubfolders: 'true' }))).toEqual(['In the loop']);
      // And a move that walks the loop's ancestry ends too, refused.
      const into = await api.folders.update((await folder('Outside')).id, { parentId: a.id });
      expect(into.statusCode).toBe(409);
    });

    it('refuses blank and too long names', async () => {
      for (const name of ['   ', 'x'.repeat(101)]) {
        const response = await api.folders.create({ name });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('invalid_folder_name');
      }
    });

    it("answers another owner's folder as unknown, everywhere it can be named", async () => {
      const theirs = await folder('Theirs', undefined, other);
      const mine = await folder('Mine');
      const mineCode = await code('Kept where it is');
      const answers = [
        await api.folders.update(theirs.id, { name: 'Taken' }),
        await api.folders.remove(theirs.id),
        await api.folders.create({ name: 'Inside theirs', parentId: theirs.id }),
        await api.folders.update(mine.id, { parentId: theirs.id }),
        await api.list({ folderId: theirs.id }),
        await api.bulk('move', { ids: [mineCode.id], folderId: theirs.id }),
        await api.folders.update('not-a-uuid', { name: 'x' }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('folder_not_found');
      }
      expect((await ok<Item>(api.get(mineCode.id))).folderId).toBeNull();
    });

    it('deletes a folder holding 1,000 codes, handing its codes and subfolders to its parent, and undoes it', async () => {
      const parent = await folder('Campaigns');
      const doomed = await folder('Autumn', parent.id);
      const sub = await folder('Flyers', doomed.id);
      await sql(
        `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url, folder_id,
           created_at, updated_at)
         select id, ?, 'Bulk ' || i, 'website', '{"url":"https://example.com"}', '{}', left(replace(id::text, '-', ''), 16),
           '/api/qr-codes/' || id || '/image', ?, now(), now()
         from (select gen_random_uuid() as id, i from generate_series(1, 1000) as i) as rows`,
        [owner.id, doomed.id],
      );
      expect((await list({ folderId: doomed.id, pageSize: 1 })).total).toBe(1000);

      const deletion = await ok<Deletion>(api.folders.remove(doomed.id));
      expect(deletion.undoSeconds).toBe(10);

      expect((await list({ folderId: parent.id, pageSize: 1 })).total).toBe(1000);
      const folders = await ok<Folder[]>(api.folders.list());
      expect(folders.find((f) => f.id === doomed.id)).toBeUndefined();
      expect(folders.find((f) => f.id === sub.id)?.parentId).toBe(parent.id);
      expect(folders.find((f) => f.id === parent.id)?.codeCount).toBe(1000);

      const restored = await ok<Folder>(api.folders.restore(deletion.deletionId));
      expect(restored).toMatchObject({ id: doomed.id, name: 'Autumn', parentId: parent.id, codeCount: 1000 });
      const after = await ok<Folder[]>(api.folders.list());
      expect(after.find((f) => f.id === sub.id)?.parentId).toBe(doomed.id);
      expect(after.find((f) => f.id === parent.id)?.codeCount).toBe(0);
    });

    it('undoes a folder delete once, for its owner only, leaving what was moved since where it is', async () => {
      const parent = await folder('Shop');
      const doomed = await folder('Window', parent.id);
      const sub = await folder('Posters', doomed.id);
      const [stays, movedAway, binned] = [await code('Window one'), await code('Window two'), await code('Binned')];
      await ok(api.bulk('move', { ids: [stays.id, movedAway.id, binned.id], folderId: doomed.id }));
      // A code deleted with undo goes up with the others, so that its own undo finds its folder.
      const codeDeletion = await ok<Deletion>(api.bulk('delete', { ids: [binned.id] }));
      const deletion = await ok<Deletion>(api.folders.remove(doomed.id));
      await ok(api.bulk('move', { ids: [movedAway.id], folderId: null }));

      for (const answer of [
        await other.folders.restore(deletion.deletionId),
        await api.tags.restore(deletion.deletionId),
      ]) {
        expect(answer.statusCode).toBe(410);
        expect(answer.json().error).toBe('undo_expired');
      }
      await ok(api.folders.restore(deletion.deletionId));
      await ok(api.bulk('restore', { deletionId: codeDeletion.deletionId }));

      expect(names(await list({ folderId: doomed.id }))).toEqual(['Binned', 'Window one']);
      expect((await ok<Item>(api.get(movedAway.id))).folderId).toBeNull();
      expect((await ok<Folder[]>(api.folders.list())).find((f) => f.id === sub.id)?.parentId).toBe(doomed.id);
      expect((await api.folders.restore(deletion.deletionId)).statusCode).toBe(410);
      expect((await api.folders.restore('not-a-uuid')).statusCode).toBe(400);
    });

    it('puts a folder back at the top level when its parent was deleted since', async () => {
      const parent = await folder('Gone parent');
      const child = await folder('Kept child', parent.id);
      const childDeletion = await ok<Deletion>(api.folders.remove(child.id));
      await ok(api.folders.remove(parent.id));
      expect(await ok<Folder>(api.folders.restore(childDeletion.deletionId))).toMatchObject({
        id: child.id,
        parentId: null,
      });
    });
  });

  describe('tags', () => {
    it('creates, renames and recolours tags, and keeps names unique per owner whatever their case', async () => {
      const vip = await tag('VIP', '#AA0000');
      expect(vip).toMatchObject({ name: 'VIP', colour: '#aa0000', codeCount: 0 });
      const taken = await api.tags.create({ name: 'vip', colour: '#000000' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('tag_name_taken');
      const other1 = await tag('Print');
      const renameClash = await api.tags.update(other1.id, { name: 'Vip' });
      expect(renameClash.statusCode).toBe(409);
      expect(renameClash.json().error).toBe('tag_name_taken');
      // Another owner may use the same name.
      await tag('VIP', '#123456', other);
      const recoloured = await ok<{ colour: string; name: string }>(
        api.tags.update(vip.id, { colour: '#00ff00', name: 'Gold' }),
      );
      expect(recoloured).toMatchObject({ colour: '#00ff00', name: 'Gold' });
    });

    it('refuses bad colours and names', async () => {
      const colour = await api.tags.create({ name: 'Red', colour: 'red' });
      expect(colour.statusCode).toBe(400);
      const long = await api.tags.create({ name: 'x'.repeat(41), colour: '#ff0000' });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toBe('invalid_tag_name');
    });

    it('assigns and unassigns tags, and a deleted tag comes off its codes', async () => {
      const spring = await tag('Spring');
      const item = await code('Tagged poster');
      const added = await ok<{ affected: number }>(api.bulk('tags', { ids: [item.id], add: [spring.id] }));
      expect(added.affected).toBe(1);
      // Giving it again changes nothing.
      expect((await ok<{ affected: number }>(api.bulk('tags', { ids: [item.id], add: [spring.id] }))).affected).toBe(0);
      expect((await list({ tagIds: spring.id })).items.map((i) => i.id)).toEqual([item.id]);
      await ok(api.bulk('tags', { ids: [item.id], remove: [spring.id] }));
      expect((await list({ tagIds: spring.id })).total).toBe(0);
      await ok(api.bulk('tags', { ids: [item.id], add: [spring.id] }));
      await ok(api.tags.remove(spring.id));
      const [{ tags }] = await sql<{ tags: string }>('select count(*) as tags from qr_code_tags where qr_code_id = ?', [
        item.id,
      ]);
      expect(Number(tags)).toBe(0);
    });

    it('undoes a tag delete, putting it back on its codes; a tag of its name made since is a conflict', async () => {
      const sale = await tag('Sale', '#aa00aa');
      const tagged = [await code('Sale poster'), await code('Sale flyer')];
      await ok(api.bulk('tags', { ids: tagged.map((item) => item.id), add: [sale.id] }));
      const deletion = await ok<Deletion>(api.tags.remove(sale.id));
      expect(deletion.undoSeconds).toBe(10);
      const namesake = await tag('SALE');

      const clash = await api.tags.restore(deletion.deletionId);
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe('tag_name_taken');
      expect((await other.tags.restore(deletion.deletionId)).statusCode).toBe(410);
      await ok(api.tags.update(namesake.id, { name: 'Clearance' }));

      const restored = await ok<unknown>(api.tags.restore(deletion.deletionId));
      expect(restored).toEqual({ id: sale.id, name: 'Sale', colour: '#aa00aa', codeCount: 2 });
      expect(names(await list({ tagIds: sale.id }))).toEqual(['Sale flyer', 'Sale poster']);
      expect((await api.tags.restore(deletion.deletionId)).statusCode).toBe(410);
    });

    it("answers another owner's tag as unknown", async () => {
      const theirs = await tag('Private', '#000000', other);
      const item = await code('Mine to tag');
      for (const response of [
        await api.tags.update(theirs.id, { name: 'Stolen' }),
        await api.tags.remove(theirs.id),
        await api.list({ tagIds: theirs.id }),
        await api.bulk('tags', { ids: [item.id], add: [theirs.id] }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('tag_not_found');
      }
    });
  });

  describe('the list', () => {
    let shop: { id: string };
    let shelf: { id: string };
    let red: { id: string };
    let blue: { id: string };
    const made: Record<string, Item> = {};

    beforeAll(async () => {
      shop = await folder('Shop');
      shelf = await folder('Shelf', shop.id);
      red = await tag('Red');
      blue = await tag('Blue');
      for (const [name, url] of [
        ['Alpha flyer', 'alpha.example.com/promo'],
        ['beta flyer', 'beta.example.com'],
        ['Gamma sign', 'gamma.example.com/promo'],
        ['Delta sign', 'delta.example.com'],
      ]) {
        made[name] = await code(name, url);
      }
      made['Menu card'] = (await createCode(api, {
        type: 'menu',
        content: { menuUrl: 'bistro.example.com/promo' },
        name: 'Menu card',
      })) as Item;
      await ok(api.bulk('move', { ids: [made['Alpha flyer'].id, made['beta flyer'].id], folderId: shop.id }));
      await ok(api.bulk('move', { ids: [made['Gamma sign'].id, made['Menu card'].id], folderId: shelf.id }));
      await ok(
        api.bulk('tags', { ids: [made['Alpha flyer'].id, made['Gamma sign'].id, made['Menu card'].id], add: [red.id] }),
      );
      await ok(api.bulk('tags', { ids: [made['Gamma sign'].id, made['Menu card'].id], add: [blue.id] }));
      await ok(api.bulk('status', { ids: [made['Menu card'].id], active: false }));
      await sql(`update qr_codes set scan_count = ?, last_scanned_at = now() - ? * interval '1 hour' where id = ?`, [
        5,
        3,
        made['Alpha flyer'].id,
      ]);
      await sql(`update qr_codes set scan_count = ?, last_scanned_at = now() - ? * interval '1 hour' where id = ?`, [
        9,
        1,
        made['beta flyer'].id,
      ]);
    });

    it('filters by folder, with or without its subfolders', async () => {
      expect(names(await list({ folderId: shop.id }))).toEqual(['Alpha flyer', 'beta flyer']);
      expect(names(await list({ folderId: shop.id, includeSubfolders: 'true' }))).toEqual([
        'Alpha flyer',
        'Gamma sign',
        'Menu card',
        'beta flyer',
      ]);
    });

    it('filters by tags (every one given), type, status and text together', async () => {
      expect(names(await list({ tagIds: red.id }))).toEqual(['Alpha flyer', 'Gamma sign', 'Menu card']);
      expect(names(await list({ tagIds: [red.id, blue.id] }))).toEqual(['Gamma sign', 'Menu card']);
      expect(names(await list({ tagIds: [red.id, blue.id], type: 'menu' }))).toEqual(['Menu card']);
      expect(names(await list({ tagIds: red.id, status: 'inactive' }))).toEqual(['Menu card']);
      // The destination counts as text, as does the short code.
      expect(
        names(await list({ folderId: shop.id, includeSubfolders: 'true', tagIds: red.id, search: 'PROMO' })),
      ).toEqual(['Alpha flyer', 'Gamma sign', 'Menu card']);
      expect(names(await list({ search: made['Delta sign'].slug }))).toEqual(['Delta sign']);
      // Wildcards typed are literal characters.
      expect(names(await list({ search: '_' }))).toEqual([]);
    });

    it('sorts by every column both ways', async () => {
      const order = async (sort: string, direction: string) =>
        (await list({ folderId: shop.id, includeSubfolders: 'true', sort, direction })).items.map((i) => i.name);
      expect(await order('name', 'asc')).toEqual(['Alpha flyer', 'beta flyer', 'Gamma sign', 'Menu card']);
      expect(await order('name', 'desc')).toEqual(['Menu card', 'Gamma sign', 'beta flyer', 'Alpha flyer']);
      expect(await order('created', 'asc')).toEqual(['Alpha flyer', 'beta flyer', 'Gamma sign', 'Menu card']);
      expect(await order('scans', 'desc')).toEqual(['beta flyer', 'Alpha flyer', 'Menu card', 'Gamma sign']);
      expect((await order('lastScan', 'desc')).slice(0, 2)).toEqual(['beta flyer', 'Alpha flyer']);
      expect((await order('lastScan', 'asc')).slice(0, 2)).toEqual(['Alpha flyer', 'beta flyer']);
      expect((await order('type', 'asc'))[0]).toBe('Menu card');
      expect((await order('status', 'asc'))[0]).toBe('Menu card');
    });

    it("learns a code's last scan from the scan roll-up, bots left out", async () => {
      const scanned = await code('Scanned lately');
      expect((await scan(server, scanned.slug, { userAgent: USER_AGENTS.googlebot })).statusCode).toBe(302);
      await server.app.get(ScanRollup).run();
      expect((await ok<Item>(api.get(scanned.id))).lastScannedAt).toBeNull();
      const before = Date.now();
      expect((await scan(server, scanned.slug)).statusCode).toBe(302);
      await server.app.get(ScanRollup).run();
      const { lastScannedAt, scanCount } = await ok<Item>(api.get(scanned.id));
      expect(scanCount).toBe(1);
      expect(Date.parse(lastScannedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    });

    it('pages without overlap', async () => {
      const query = { folderId: shop.id, includeSubfolders: 'true', sort: 'name', direction: 'asc', pageSize: 3 };
      const first = await list({ ...query, page: 1 });
      const second = await list({ ...query, page: 2 });
      expect(first.total).toBe(4);
      expect([...first.items, ...second.items].map((i) => i.name)).toEqual([
        'Alpha flyer',
        'beta flyer',
        'Gamma sign',
        'Menu card',
      ]);
    });

    it('refuses unknown sort keys, directions and malformed filters with 400', async () => {
      const queries: Array<Record<string, string>> = [
        { sort: 'password' },
        { sort: 'name; drop table qr_codes' },
        { direction: 'up' },
        { folderId: 'x' },
        { tagIds: 'x' },
        { includeSubfolders: 'maybe' },
      ];
      for (const query of queries) {
        expect((await api.list(query)).statusCode).toBe(400);
      }
    });
  });

  describe('bulk actions', () => {
    it('acts on all that match the filter, and only on the caller’s codes', async () => {
      const box = await folder('Matchbox');
      const mine = [await code('Match one'), await code('Match two'), await code('No hit')];
      const theirs = await code('Match theirs', undefined, other);
      await ok(api.bulk('move', { ids: mine.map((m) => m.id), folderId: box.id }));

      const changed = await ok<{ affected: number }>(
        api.bulk('status', { matching: { folderId: box.id, search: 'match' }, active: false }),
      );
      expect(changed.affected).toBe(2);
      // A filter without a folder reaches every code of the caller's that matches, never another owner's.
      await ok(api.bulk('status', { matching: { search: 'match theirs' }, active: false }));
      expect((await ok<Item>(other.get(theirs.id))).isActive).toBe(true);
      const states = await list({ folderId: box.id, sort: 'name', direction: 'asc' });
      expect(states.items.map((i) => [i.name, i.isActive])).toEqual([
        ['Match one', false],
        ['Match two', false],
        ['No hit', true],
      ]);
    });

    it('refuses a selection with both or neither of ids and matching', async () => {
      for (const payload of [{ active: true }, { ids: [], matching: {}, active: true }]) {
        const response = await api.bulk('status', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('invalid_selection');
      }
    });

    it('deletes with undo: the codes vanish at once, and restore brings them back with folder and tags', async () => {
      const bin = await folder('Bin test');
      const keep = await tag('Keep');
      const doomed = [await code('Undo me 1'), await code('Undo me 2')];
      await ok(api.bulk('move', { ids: doomed.map((d) => d.id), folderId: bin.id }));
      await ok(api.bulk('tags', { ids: doomed.map((d) => d.id), add: [keep.id] }));

      const deletion = await ok<{ affected: number; deletionId: string; undoSeconds: number }>(
        api.bulk('delete', { matching: { folderId: bin.id } }),
      );
      expect(deletion).toMatchObject({ affected: 2, undoSeconds: 10 });
      expect((await list({ folderId: bin.id })).total).toBe(0);
      expect((await api.get(doomed[0].id)).statusCode).toBe(404);
      expect((await server.inject({ method: 'GET', url: `/s/${doomed[0].slug}` })).statusCode).toBe(404);
      // Someone else cannot undo it.
      expect((await other.bulk('restore', { deletionId: deletion.deletionId })).statusCode).toBe(410);

      expect((await ok<{ affected: number }>(api.bulk('restore', { deletionId: deletion.deletionId }))).affected).toBe(
        2,
      );
      const back = await list({ folderId: bin.id, tagIds: keep.id });
      expect(names(back)).toEqual(['Undo me 1', 'Undo me 2']);
      expect((await server.inject({ method: 'GET', url: `/s/${doomed[0].slug}` })).statusCode).toBe(302);
    });

    it('purges a bulk delete once its undo window has passed; then undo answers 410', async () => {
      const doomed = await code('Gone for good');
      const deletion = await ok<{ deletionId: string }>(api.bulk('delete', { ids: [doomed.id] }));
      const commands = server.app.get(CommandBus);
      // Within the window nothing is purged.
      await commands.execute(new PurgeExpiredDeletionsCommand(new Date(Date.now() + 5_000)));
      expect(await sql('select id from qr_codes where id = ?', [doomed.id])).toHaveLength(1);
      await commands.execute(new PurgeExpiredDeletionsCommand(new Date(Date.now() + 11_000)));
      expect(await sql('select id from qr_codes where id = ?', [doomed.id])).toHaveLength(0);
      const undo = await api.bulk('restore', { deletionId: deletion.deletionId });
      expect(undo.statusCode).toBe(410);
      expect(undo.json().error).toBe('undo_expired');
    });

    it('forgets a folder or tag delete once its undo window has passed; then undo answers 410', async () => {
      const folderDeletion = await ok<Deletion>(api.folders.remove((await folder('Short-lived')).id));
      const tagDeletion = await ok<Deletion>(api.tags.remove((await tag('Fleeting')).id));
      const kept = () => sql('select id from qr_organiser_deletions where user_id = ?', [owner.id]);
      const commands = server.app.get(CommandBus);
      await commands.execute(new PurgeExpiredDeletionsCommand(new Date(Date.now() + 5_000)));
      expect(await kept()).toHaveLength(2);
      await commands.execute(new PurgeExpiredDeletionsCommand(new Date(Date.now() + 11_000)));
      expect(await kept()).toHaveLength(0);
      expect((await api.folders.restore(folderDeletion.deletionId)).json().error).toBe('undo_expired');
      expect((await api.tags.restore(tagDeletion.deletionId)).json().error).toBe('undo_expired');
    });

    it('downloads a ZIP of the chosen codes’ images in the chosen format and size', async () => {
      const chosen = [await code('Zip one', 'zip.example.com/1'), await code('Zip one', 'zip.example.com/2')];
      const response = await api.bulk('images', { ids: chosen.map((c) => c.id), format: 'png', size: 300 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const files = await unzip(response.rawPayload);
      expect(Object.keys(files).sort()).toEqual(['Zip one (2).png', 'Zip one.png']);
      const payloads = Object.values(files).map((png) => decode('png', png));
      expect(payloads.sort()).toEqual(chosen.map((c) => `${server.config.publicUrl}/s/${c.slug}`).sort());
    });
  });

  it('takes folders, tags and what their undo kept with a deleted account', async () => {
    const leaving = await aUser(server);
    const theirs = qrApi(server, leaving);
    await ok(theirs.folders.remove((await folder('Leaving folder', undefined, theirs)).id));
    await ok(theirs.tags.remove((await tag('Leaving tag', '#000000', theirs)).id));
    await folder('Kept until the end', undefined, theirs);
    const deleted = await deleteAccount(server, leaving.cookies);
    expect(deleted.statusCode).toBe(204);
    const left = async () => {
      const [row] = await sql<{ rows: number }>(
        `select (select count(*) from qr_folders where user_id = ?)
              + (select count(*) from qr_tags where user_id = ?)
              + (select count(*) from qr_organiser_deletions where user_id = ?) as rows`,
        [leaving.id, leaving.id, leaving.id],
      );
      return Number(row.rows);
    };
    // The clean-up runs in an event handler, after the answer.
    for (let i = 0; i < 100 && (await left()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await left()).toBe(0);
  });

  it('serves the new routes under /api/v1 too, and none without a session', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/v1/folders', cookies: owner.cookies })).statusCode).toBe(
      200,
    );
    expect((await server.inject({ method: 'GET', url: '/api/v1/tags', cookies: owner.cookies })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/folders'],
      ['GET', '/api/tags'],
      ['POST', '/api/qr-codes/bulk/status'],
      ['POST', '/api/qr-codes/bulk/delete'],
      ['POST', '/api/folders/restore'],
      ['POST', '/api/tags/restore'],
      ['POST', '/api/qr-codes/bulk/images'],
    ] as const) {
      expect((await server.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});

/** Every file of a ZIP, by name. */
function unzip(body: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(body, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error);
      const files: Record<string, Buffer> = {};
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
