import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { CodeLibrary } from './code-library';
import { useLibraryParams } from './library-params';
import type { CodeRow, Folder, Tag } from '../../api/organise-api';

function aRow(overrides: Partial<CodeRow> = {}): CodeRow {
  const id = overrides.id ?? '0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90';
  return {
    id,
    name: 'Lunch menu',
    type: 'menu',
    slug: 'abc',
    shortUrl: 'https://liveqr.example/s/abc',
    domainId: null,
    isDynamic: true,
    isActive: true,
    suspended: false,
    isTracked: true,
    folderId: null,
    scanCount: 3,
    uniqueScanCount: 2,
    lastScannedAt: null,
    expiry: null,
    limitedScanCount: 0,
    expired: false,
    imageUrl: `/api/qr-codes/${id}/image`,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    tagIds: [],
    ...overrides,
  };
}

const FOLDER: Folder = { id: 'f1', name: 'Menus', parentId: null, codeCount: 1, createdAt: '2026-11-20T10:00:00.000Z' };
const TAG: Tag = { id: 't1', name: 'Summer', colour: '#2e7d32', codeCount: 1 };

const server = mockApi(
  http.get('/api/folders', ({ response }) => response(200).json([FOLDER])),
  http.get('/api/tags', ({ response }) => response(200).json([TAG])),
);

/** The list's requests, as the server saw their query strings. */
function answerList(rows: CodeRow[]): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('/api/qr-codes', ({ request, response }) => {
      seen.push(new URL(request.url).searchParams);
      return response(200).json({ items: rows, total: rows.length, page: 1, pageSize: 25 });
    }),
  );
  return seen;
}

function Page() {
  const { params, update } = useLibraryParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <CodeLibrary params={params} update={update} grid={<p>grid</p>} />
      {/* The shell's toasts, where the dashboard's messages appear. */}
      <Notifications />
    </>
  );
}

/** A promise the test settles when it chooses, to hold a server's answer back. */
function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The rows' names, in order. */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'QR codes' }))
    .queryAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[0].textContent);

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('the list view of My QR Codes', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    // Toasts outlive a test's page; the next page must not show this one's Undo.
    toast.dismiss();
    await act(() => setLanguage('en'));
  });

  it('asks for what the URL says and keeps a new sort in the URL', async () => {
    const requests = answerList([aRow({ tagIds: ['t1'] })]);
    renderAt(`/dashboard?view=list&folder=f1&sub=1&tags=t1&q=menu&sort=name&dir=asc`);
    const table = await screen.findByRole('table', { name: 'QR codes' });
    expect(await within(table).findByRole('link', { name: 'Lunch menu' })).toBeTruthy();
    expect(Object.fromEntries(requests[0])).toMatchObject({
      folderId: 'f1',
      includeSubfolders: 'true',
      tagIds: 't1',
      search: 'menu',
      sort: 'name',
      direction: 'asc',
      page: '1',
    });
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('list', { name: 'Tags of Lunch menu' }).textContent).toBe('Summer');

    fireEvent.click(within(table).getByRole('button', { name: 'Scans' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('sort=scans'));
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('scans'));
    expect(requests.at(-1)?.get('direction')).toBe('desc');
  });

  it('deletes the chosen codes and undoes it with the id the server gave', async () => {
    answerList([aRow()]);
    const calls: unknown[] = [];
    server.use(
      http.post('/api/qr-codes/bulk/delete', async ({ request, response }) => {
        calls.push(['delete', await request.json()]);
        return response(200).json({ affected: 1, deletionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', undoSeconds: 10 });
      }),
      http.post('/api/qr-codes/bulk/restore', async ({ request, response }) => {
        calls.push(['restore', await request.json()]);
        return response(200).json({ affected: 1 });
      }),
    );
    renderAt('/dashboard?view=list');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lunch menu' }));
    const bar = screen.getByRole('region', { name: 'Actions for 1 code' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['delete', { ids: ['0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90'] }],
      ['restore', { deletionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }],
    ]);
  });

  it('asks in the page before deleting a folder, and leaves it on Cancel or Escape', async () => {
    answerList([]);
    renderAt('/dashboard?view=list&folder=f1');
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    fireEvent.click(await within(folders).findByRole('button', { name: 'Delete folder' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the folder Menus?' });
    expect(dialog.textContent).toContain('Its codes and subfolders move up one level.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(folders).getByRole('button', { name: 'Delete folder' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests('DELETE /api/folders/f1')).toHaveLength(0);
    expect(screen.getByTestId('url').textContent).toContain('folder=f1');
  });

  it('deletes a folder once confirmed, opens its parent, and brings it back with Undo', async () => {
    answerList([]);
    const sent: unknown[] = [];
    server.use(
      http.delete('/api/folders/{id}', ({ response }) =>
        response(200).json({ deletionId: '1c9d2f7a-3b4e-4c5d-8e6f-7a8b9c0d1e2f', undoSeconds: 10 }),
      ),
      http.post('/api/folders/restore', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(FOLDER);
      }),
    );
    renderAt('/dashboard?view=list&folder=f1');
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    fireEvent.click(await within(folders).findByRole('button', { name: 'Delete folder' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(await screen.findByText('Folder Menus deleted.')).toBeTruthy();
    expect(server.requests('DELETE /api/folders/f1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('url').textContent).not.toContain('folder='));

    const foldersRead = server.requests('GET /api/folders').length;
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Folder Menus restored.')).toBeTruthy();
    expect(sent).toEqual([{ deletionId: '1c9d2f7a-3b4e-4c5d-8e6f-7a8b9c0d1e2f' }]);
    // The folders are read again, the restored one among them.
    await waitFor(() => expect(server.requests('GET /api/folders').length).toBeGreaterThan(foldersRead));
  });

  it('deletes a tag once confirmed, takes it out of the filter, and brings it back with Undo', async () => {
    answerList([]);
    server.use(
      http.delete('/api/tags/{id}', ({ response }) =>
        response(200).json({ deletionId: '2d0e3a8b-4c5f-4d6e-9f70-8b9c0d1e2f3a', undoSeconds: 10 }),
      ),
      http.post('/api/tags/restore', ({ response }) => response(200).json(TAG)),
    );
    renderAt('/dashboard?view=list&tags=t1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tag Summer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete tag' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the tag Summer?' });
    expect(dialog.textContent).toContain('the codes stay');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await screen.findByText('Tag Summer deleted.')).toBeTruthy();
    expect(server.requests('DELETE /api/tags/t1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('url').textContent).not.toContain('tags='));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Tag Summer restored.')).toBeTruthy();
    expect(server.requests('POST /api/tags/restore')).toHaveLength(1);
  });

  it('says so when an Undo comes too late, in the reader’s language', async () => {
    await act(() => setLanguage('de'));
    answerList([]);
    server.use(
      http.delete('/api/tags/{id}', ({ response }) =>
        response(200).json({ deletionId: '2d0e3a8b-4c5f-4d6e-9f70-8b9c0d1e2f3a', undoSeconds: 10 }),
      ),
      http.post('/api/tags/restore', ({ response }) =>
        response(410).json({ statusCode: 410, code: 'UNDO_EXPIRED', error: 'undo_expired', message: 'Too late' }),
      ),
    );
    renderAt('/dashboard?view=list');
    fireEvent.click(await screen.findByRole('button', { name: 'Tag Summer bearbeiten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tag löschen' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Tag löschen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByText('Zum Rückgängigmachen ist es zu spät: Es ist endgültig gelöscht.')).toBeTruthy();
  });

  it('shows each row’s short link with Copy and Test scan; a wifi row has none', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    answerList([aRow(), aRow({ id: 'w1', name: 'Guest WiFi', type: 'wifi', isTracked: false, shortUrl: null })]);
    renderAt('/dashboard?view=list');
    const table = await screen.findByRole('table', { name: 'QR codes' });
    const link = await within(table).findByRole('group', { name: 'Short link of Lunch menu' });
    // Host and slug are shown apart, so that a narrow column wraps between them.
    expect(within(link).getByTitle('liveqr.example/s/abc').textContent).toBe('liveqr.example/s/abc');
    const testScan = within(link).getByRole('link', { name: 'Test scan of Lunch menu (opens in a new tab)' });
    expect(testScan.getAttribute('href')).toBe('https://liveqr.example/s/abc');
    expect(testScan.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(link).getByRole('button', { name: 'Copy link of Lunch menu' }));
    expect(await screen.findByText('Short link copied: https://liveqr.example/s/abc')).toBeTruthy();
    expect(copied).toEqual(['https://liveqr.example/s/abc']);
    expect(within(table).getByRole('link', { name: 'Guest WiFi' })).toBeTruthy();
    expect(within(table).queryByRole('group', { name: 'Short link of Guest WiFi' })).toBeNull();
  });

  it('says "Expired" for a code past its date or out of scans, as the grid does', async () => {
    answerList([
      aRow({ id: 'd1', name: 'Past date', expired: true, expiry: { at: '2026-01-01T00:00:00.000Z' } }),
      aRow({ id: 'l1', name: 'One scan', expired: true, expiry: { scanLimit: 1 }, limitedScanCount: 1 }),
      aRow({ id: 'o1', name: 'Open', expiry: { scanLimit: 9 }, limitedScanCount: 1 }),
      aRow({ id: 'x1', name: 'Switched off', isActive: false, expired: true, expiry: { scanLimit: 1 } }),
    ]);
    renderAt('/dashboard?view=list');
    const statusOf = async (name: string) =>
      ((await screen.findByRole('link', { name })).closest('tr') as HTMLElement).querySelector('.code-status')
        ?.textContent;
    expect(await statusOf('Past date')).toBe('Expired');
    expect(await statusOf('One scan')).toBe('Expired');
    expect(await statusOf('Open')).toBe('Active');
    expect(await statusOf('Switched off')).toBe('Inactive');
  });

  it('deactivates the chosen codes at once, before the server answers', async () => {
    const answer = deferred();
    answerList([aRow(), aRow({ id: 'c2', name: 'Flyer' })]);
    server.use(
      http.post('/api/qr-codes/bulk/status', async ({ response }) => {
        await answer.promise;
        return response(200).json({ affected: 1 });
      }),
    );
    renderAt('/dashboard?view=list');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Flyer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const statusOf = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr') as HTMLElement).getByText(/^(Active|Inactive)$/)
        .textContent;
    expect(statusOf('Flyer')).toBe('Inactive');
    expect(statusOf('Lunch menu')).toBe('Active');
    await waitFor(() => expect(server.requests('POST /api/qr-codes/bulk/status')).toHaveLength(1));
    answer.resolve();
    expect(await screen.findByText('1 code changed.')).toBeTruthy();
  });

  it('takes moved codes out of the open folder at once, and puts them back with a toast when the server refuses', async () => {
    const answer = deferred();
    answerList([aRow({ folderId: 'f1' }), aRow({ id: 'c2', name: 'Flyer', folderId: 'f1' })]);
    server.use(
      http.post('/api/qr-codes/bulk/move', async ({ response }) => {
        await answer.promise;
        return response(404).json(anError(404, 'FOLDER_NOT_FOUND', 'Folder not found'));
      }),
    );
    renderAt('/dashboard?view=list&folder=f1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Flyer' }));
    const bar = screen.getByRole('region', { name: 'Actions for 1 code' });
    fireEvent.change(within(bar).getByLabelText('Folder to move to'), { target: { value: '' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to folder' }));
    expect(rowNames()).toEqual(['Lunch menu']);
    expect(screen.getByText(/^Page 1 of 1 \(1 /)).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('The codes could not be moved: they are back where they were.')).toBeTruthy();
    // The API's reason, in the reader's language, beneath.
    expect(screen.getByText('This folder no longer exists.')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Lunch menu', 'Flyer']));
    expect(screen.getByText(/^Page 1 of 1 \(2 /)).toBeTruthy();
  });

  it('keeps the codes chosen while a change was on its way once the server answers', async () => {
    const answer = deferred();
    answerList([aRow(), aRow({ id: 'c2', name: 'Flyer' })]);
    server.use(
      http.post('/api/qr-codes/bulk/tags', async ({ response }) => {
        await answer.promise;
        return response(200).json({ affected: 1 });
      }),
    );
    renderAt('/dashboard?view=list');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lunch menu' }));
    const bar = screen.getByRole('region', { name: 'Actions for 1 code' });
    fireEvent.change(within(bar).getByLabelText('Tag'), { target: { value: 't1' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(server.requests('POST /api/qr-codes/bulk/tags')).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Flyer' }));
    answer.resolve();
    expect(await screen.findByText('Tag added to 1 code.')).toBeTruthy();
    // The list is read again after the answer: Flyer is still chosen, and its actions still there.
    await waitFor(() => expect(server.requests('GET /api/qr-codes').length).toBeGreaterThan(1));
    expect((screen.getByRole('checkbox', { name: 'Select Flyer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Actions for 1 code' })).toBeTruthy();
  });

  it('takes a tag back off when the connection fails, and says so', async () => {
    answerList([aRow()]);
    server.use(http.post('/api/qr-codes/bulk/tags', () => Response.error()));
    renderAt('/dashboard?view=list');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lunch menu' }));
    const bar = screen.getByRole('region', { name: 'Actions for 1 code' });
    fireEvent.change(within(bar).getByLabelText('Tag'), { target: { value: 't1' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('list', { name: 'Tags of Lunch menu' }).textContent).toBe('Summer');
    expect(await screen.findByText('The tags could not be changed: the codes are back as they were.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tags of Lunch menu' })).toBeNull());
  });

  it('says why a folder cannot move, in the reader’s language', async () => {
    await act(() => setLanguage('de'));
    answerList([]);
    server.use(
      http.patch('/api/folders/{id}', ({ response }) =>
        response(409).json({
          statusCode: 409,
          code: 'FOLDER_CYCLE',
          error: 'folder_cycle',
          message: 'A folder cannot be moved into itself',
        }),
      ),
    );
    renderAt('/dashboard?view=list&folder=f1');
    expect(await screen.findByText('Keine QR-Codes passen zu diesen Filtern.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verschieben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner.',
    );
  });
});
