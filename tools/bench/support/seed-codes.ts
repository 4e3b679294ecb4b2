import type { EntityManager } from '@mikro-orm/postgresql';
import { QR_TYPE_IDS } from '@liveqr/qr-content';

const FOLDERS = 20;
const TAGS = 10;

/**
 * Bulk rows straight into the tables: `count` codes spread over 20 folders (every other one a
 * subfolder of the first), each with two of 10 tags, every 7th named '... menu', with scans.
 */
export async function seedOrganisedCodes(
  em: EntityManager,
  userId: string,
  count: number,
): Promise<{ folderId: string; tagId: string }> {
  const connection = em.getConnection();
  const folders = await connection.execute<Array<{ id: string }>>(
    `insert into qr_folders (id, user_id, name, created_at, updated_at)
     select gen_random_uuid(), ?, 'Folder ' || f, now(), now() from generate_series(0, ?) as f
     returning id`,
    [userId, FOLDERS - 1],
  );
  const folderIds = folders.map(({ id }) => id);
  await connection.execute('update qr_folders set parent_id = ? where id = any(?::uuid[]) ', [
    folderIds[0],
    `{${folderIds.filter((_, i) => i % 2 === 1).join(',')}}`,
  ]);
  const tags = await connection.execute<Array<{ id: string }>>(
    `insert into qr_tags (id, user_id, name, colour, created_at, updated_at)
     select gen_random_uuid(), ?, 'Tag ' || t, '#2e7d32', now(), now() from generate_series(0, ?) as t
     returning id`,
    [userId, TAGS - 1],
  );
  const tagIds = tags.map(({ id }) => id);
  const types = `array[${QR_TYPE_IDS.map((type) => `'${type}'`).join(',')}]`;
  await connection.execute(
    `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url, folder_id,
       is_active, scan_count, last_scanned_at, created_at, updated_at)
     select id, ?, 'Code ' || i || case when i % 7 = 0 then ' menu' else '' end,
       (${types})[1 + i % ${QR_TYPE_IDS.length}], jsonb_build_object('url', 'https://example.com/' || i), '{}',
       left(replace(id::text, '-', ''), 16), '/api/qr-codes/' || id || '/image',
       (?::uuid[])[1 + i % ${FOLDERS}], i % 5 <> 0, i % 97, case when i % 3 = 0 then null else now() - i * interval '1 minute' end,
       now() - i * interval '1 minute', now()
     from (select gen_random_uuid() as id, i from generate_series(0, ? - 1) as i) as rows`,
    [userId, `{${folderIds.join(',')}}`, count],
  );
  await connection.execute(
    `insert into qr_code_tags (tag_id, qr_code_id)
     select (?::uuid[])[1 + t.n], c.id from
       (select id, row_number() over (order by created_at desc) - 1 as i from qr_codes where user_id = ?) c
       cross join lateral (values (c.i % ${TAGS}), ((c.i + 3) % ${TAGS})) as t(n)
     on conflict do nothing`,
    [`{${tagIds.join(',')}}`, userId],
  );
  // Folder and tag of code 0 (the newest, named '... menu'), so both accounts have a match.
  return { folderId: folderIds[0], tagId: tagIds[0] };
}
