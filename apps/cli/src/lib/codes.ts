import type { PublicApiClient, PublicApiComponents, PublicApiPaths } from '@liveqr/web/api-client';
import { type Command, InvalidArgumentError } from 'commander';
import { contextOf } from './context';
import { CliError, EXIT } from './exit-codes';
import { assertWritable, writeFileAtomically } from './files';
import { fields, printJson, table } from './output';

type Schemas = PublicApiComponents['schemas'];
type ListQuery = NonNullable<PublicApiPaths['/api/v1/qr-codes']['get']['parameters']['query']>;
type ListItem = Schemas['QrCodeListItemResponseDto'];
type Code = Schemas['QrCodeResponseDto'];
type CreateBody = Schemas['CreateQrCodeRequestDto'];
type UpdateBody = Schemas['UpdateQrCodeRequestDto'];
type ImageQuery = NonNullable<PublicApiPaths['/api/v1/qr-codes/{id}/image']['get']['parameters']['query']>;

/** The image formats the API renders (its contract's enum). */
export const IMAGE_FORMATS = ['png', 'svg', 'pdf', 'eps', 'jpg'] as const satisfies readonly NonNullable<
  ImageQuery['format']
>[];
export const CODE_STATUSES = ['active', 'inactive'] as const satisfies readonly NonNullable<ListQuery['status']>[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byId = (id: string) => ({ params: { path: { id } } });

function statusOf(code: Pick<ListItem, 'isActive' | 'suspended'>): string {
  if (code.suspended) return 'suspended';
  return code.isActive ? 'active' : 'inactive';
}

/** A folder or tag given by id or by name (names are looked up; case does not matter). */
async function idByName(
  kind: 'folder' | 'tag',
  value: string,
  list: () => Promise<{ id: string; name: string }[]>,
): Promise<string> {
  if (UUID.test(value)) return value;
  const match = (await list()).find((item) => item.name.toLowerCase() === value.toLowerCase());
  if (!match) throw new CliError(`no ${kind} named "${value}"`, EXIT.notFound);
  return match.id;
}

const folders = async (api: PublicApiClient) => (await api.GET('/api/v1/folders')).data ?? [];
const tags = async (api: PublicApiClient) => (await api.GET('/api/v1/tags')).data ?? [];

/** A JSON option's value, or a usage error that says which option. */
function parseJson<T>(option: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CliError(`${option} is not valid JSON`, EXIT.usage);
  }
}

export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('not a positive whole number');
  return number;
}

export interface ListOptions {
  folder?: string;
  tag: string[];
  status?: ListQuery['status'];
  type?: ListQuery['type'];
  search?: string;
  page?: number;
  limit?: number;
}

export async function list(options: ListOptions, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  const query: ListQuery = {
    search: options.search,
    status: options.status,
    type: options.type,
    page: options.page,
    pageSize: options.limit,
  };
  if (options.folder) query.folderId = await idByName('folder', options.folder, () => folders(api));
  if (options.tag.length) {
    const all = once(() => tags(api));
    query.tagIds = await Promise.all(options.tag.map((tag) => idByName('tag', tag, all)));
  }
  const { data } = await api.GET('/api/v1/qr-codes', { params: { query } });
  if (!data) return;
  if (json) return printJson(data);
  if (!data.items.length) {
    process.stdout.write('No codes.\n');
    return;
  }
  const rows = data.items.map((code) => [
    code.id,
    code.name,
    code.type,
    statusOf(code),
    String(code.scanCount),
    code.shortUrl ?? '',
  ]);
  process.stdout.write(`${table(['id', 'name', 'type', 'status', 'scans', 'short url'], rows)}\n`);
  const shown = (data.page - 1) * data.pageSize + data.items.length;
  process.stdout.write(`${shown} of ${data.total} (page ${data.page}; --page for more)\n`);
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

function printCode(code: Code, json: boolean): void {
  if (json) return printJson(code);
  process.stdout.write(
    `${fields([
      ['ID', code.id],
      ['Name', code.name],
      ['Type', code.type],
      ['Status', statusOf(code)],
      ['Short URL', code.shortUrl ?? '(none)'],
      ['Content', JSON.stringify(code.content)],
      ['Scans', String(code.scanCount)],
      ['Created', code.createdAt],
    ])}\n`,
  );
}

export async function get(id: string, _options: unknown, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  const { data } = await api.GET('/api/v1/qr-codes/{id}', byId(id));
  if (data) printCode(data, json);
}

export interface ContentOptions {
  url?: string;
  content?: string;
  name?: string;
}

/** `--url` is a website's content; `--content` any type's, as JSON (the API checks it). */
function contentOf(options: ContentOptions): Record<string, unknown> | undefined {
  if (options.url && options.content) throw new CliError('give --url or --content, not both', EXIT.usage);
  if (options.url) return { url: options.url };
  if (options.content) return parseJson<Record<string, unknown>>('--content', options.content);
  return undefined;
}

export async function create(options: ContentOptions & { type: string }, command: Command) {
  const { api, json } = contextOf(command);
  const content = contentOf(options);
  if (!content) throw new CliError('say what the code holds: --url URL (website) or --content JSON', EXIT.usage);
  const body = { type: options.type, name: options.name, content } as CreateBody;
  const { data } = await api.POST('/api/v1/qr-codes', { body });
  if (data) printCode(data, json);
}

export async function update(id: string, options: ContentOptions, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  const body: UpdateBody = {};
  const content = contentOf(options);
  if (content) body.content = content as UpdateBody['content'];
  if (options.name !== undefined) body.name = options.name;
  if (!Object.keys(body).length) throw new CliError('nothing to change: give --url, --content or --name', EXIT.usage);
  const { data } = await api.PATCH('/api/v1/qr-codes/{id}', { ...byId(id), body });
  if (data) printCode(data, json);
}

/** Sets the status (the bulk route does it idempotently; the read first makes an unknown id a 404). */
export function setActive(active: boolean) {
  return async (id: string, _options: unknown, command: Command): Promise<void> => {
    const { api, json } = contextOf(command);
    await api.GET('/api/v1/qr-codes/{id}', byId(id));
    await api.POST('/api/v1/qr-codes/bulk/status', { body: { ids: [id], active } });
    const { data } = await api.GET('/api/v1/qr-codes/{id}', byId(id));
    if (!data) return;
    if (json) return printJson(data);
    process.stdout.write(`${data.name} (${id}) is ${statusOf(data)}.\n`);
  };
}

export async function remove(id: string, _options: unknown, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  await api.DELETE('/api/v1/qr-codes/{id}', byId(id));
  if (json) return printJson({ id, deleted: true });
  process.stdout.write(`Deleted ${id}.\n`);
}

export interface DownloadOptions {
  format: (typeof IMAGE_FORMATS)[number];
  size?: number;
  output?: string;
}

export async function download(id: string, options: DownloadOptions, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  const path = options.output ?? `${id}.${options.format}`;
  // A path that cannot be written is refused before the image is rendered.
  assertWritable(path);
  const { data } = await api.GET('/api/v1/qr-codes/{id}/image', {
    params: { path: { id }, query: { format: options.format, size: options.size } },
    parseAs: 'arrayBuffer',
  });
  const bytes = new Uint8Array(data as unknown as ArrayBuffer);
  writeFileAtomically(path, bytes);
  if (json) return printJson({ id, format: options.format, file: path, bytes: bytes.byteLength });
  process.stdout.write(`Wrote ${path} (${bytes.byteLength} bytes).\n`);
}
