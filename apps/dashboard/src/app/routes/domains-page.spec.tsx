import type { WorkspaceRole } from '@liveqr/shared/contracts';
import {
  A_TEAM_WORKSPACE_ID,
  aDomain,
  anError,
  aMembership,
  aPersonalMembership,
  aWorkspaceMember,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Domain, DomainCheck } from '../api/domains-api';
import DashboardApp from './dashboard-routes';

const server = mockApi();

const PENDING = aDomain();
const VERIFIED = aDomain({
  id: '7d0c5c8e-0000-4000-8000-00000000d002',
  hostname: 'go.brand.test',
  status: 'verified',
  isDefault: true,
  verifiedAt: '2026-11-28T11:00:00.000Z',
  lastCheckedAt: '2026-11-28T11:00:00.000Z',
});

/** Signed in as Ada in Café Lumière with `role`, whose owner is Grace; the workspace has `domains`. */
function inTeam(role: WorkspaceRole, domains: Domain[] = []) {
  server.use(
    ...signedInAs(),
    http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership(), aMembership({ role })])),
    http.get('/api/workspaces/{id}/members', ({ response }) =>
      response(200).json([aWorkspaceMember({ firstName: 'Grace', role: 'owner' })]),
    ),
    http.get('/api/domains', ({ response }) => response(200).json(domains)),
  );
}

function renderDomains() {
  window.history.replaceState(null, '', `/w/${A_TEAM_WORKSPACE_ID}/domains`);
  render(
    <MemoryRouter initialEntries={['/domains']}>
      <AuthProvider>
        <WorkspaceProvider>
          <DashboardApp />
          <Notifications />
        </WorkspaceProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const domainItem = (hostname: string) => screen.findByRole('listitem', { name: hostname });
const toastText = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

/** The rows of a records table, each as its cells' texts (without the Copy buttons). */
function recordRows(container: HTMLElement): string[][] {
  const table = within(container).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('code, strong')?.textContent ?? ''),
    );
}

/** An answer the test lets go of when it wants: to see what shows while a call runs. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release: (value: T) => release(value) };
}

describe('the custom domains page', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    toast.dismiss();
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('explains what a custom domain gives when the workspace has none, and offers to add one', async () => {
    inTeam('admin');
    renderDomains();
    const empty = await screen.findByRole('region', { name: 'No custom domain yet' });
    expect(empty.textContent).toContain('your printed codes open qr.yourbrand.com/… instead of a LiveQR address');
    expect(screen.getByRole('region', { name: 'Add a domain' })).toBeTruthy();
    expect(screen.getByLabelText('Domain name')).toBeTruthy();
    expect(server.requests('GET /api/domains').map(({ workspace }) => workspace)).toEqual([A_TEAM_WORKSPACE_ID]);
  });

  it('lists each domain with its state, last check and problems in words, and the records to create while it is not verified', async () => {
    inTeam('owner', [
      aDomain({
        ...PENDING,
        lastCheckedAt: '2026-11-28T10:30:00.000Z',
        problems: [
          { code: 'TXT_MISSING', message: 'There is no TXT record at _liveqr-challenge.qr.example.com yet' },
          { code: 'CNAME_ELSEWHERE', message: 'qr.example.com is a CNAME to other.example, not to …' },
        ],
      }),
      VERIFIED,
    ]);
    renderDomains();
    const pending = await domainItem('qr.example.com');
    expect(within(pending).getByText('Waiting for DNS')).toBeTruthy();
    expect(within(pending).getByText('Last checked Nov 28, 2026, 10:30 AM')).toBeTruthy();
    const problems = within(pending).getByRole('list', { name: 'What to fix for qr.example.com' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'There is no TXT record at _liveqr-challenge.qr.example.com yet. Create it as shown below.',
      'qr.example.com is a CNAME to another host. Change it to domains.liveqr.example.',
    ]);
    expect(recordRows(pending)).toEqual([
      ['CNAME', 'qr.example.com', 'domains.liveqr.example'],
      ['TXT', '_liveqr-challenge.qr.example.com', 'liveqr-verify=3f9c2a7b1e'],
    ]);

    const verified = await domainItem('go.brand.test');
    expect(within(verified).getByText('Verified')).toBeTruthy();
    expect(within(verified).getByText('Default for new codes')).toBeTruthy();
    expect(within(verified).queryByRole('list', { name: /What to fix/ })).toBeNull();
    // Its records are still there to read, folded away.
    expect(within(verified).getByText('Show the DNS records').closest('details')?.open).toBe(false);
  });

  it('says when the domains could not be read, and reads them again on Retry', async () => {
    inTeam('admin');
    let calls = 0;
    server.use(
      http.get('/api/domains', ({ response }) =>
        ++calls === 1 ? response(500).json(anError(500, 'INTERNAL_ERROR', 'boom')) : response(200).json([PENDING]),
      ),
    );
    renderDomains();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The domains could not be loaded.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await domainItem('qr.example.com')).toBeTruthy();
  });

  it('adds a domain and shows the exact records to create, with the focus on it', async () => {
    inTeam('admin');
    const sent: unknown[] = [];
    server.use(
      http.post('/api/domains', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json(PENDING);
      }),
    );
    renderDomains();
    const form = await screen.findByRole('region', { name: 'Add a domain' });
    expect(within(form).getByLabelText('Domain name').getAttribute('aria-describedby')).toBe('domain-hostname-hint');
    expect(within(form).getByText(/A subdomain such as qr.yourbrand.com is recommended/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Domain name'), { target: { value: ' QR.Example.com ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add domain' }));

    const added = await domainItem('qr.example.com');
    expect(sent).toEqual([{ hostname: 'QR.Example.com' }]);
    expect(await toastText('qr.example.com is added. Create its DNS records next.')).toBeTruthy();
    expect(within(added).getByRole('heading', { name: 'DNS records to create' })).toBeTruthy();
    expect(recordRows(added)).toEqual([
      ['CNAME', 'qr.example.com', 'domains.liveqr.example'],
      ['TXT', '_liveqr-challenge.qr.example.com', 'liveqr-verify=3f9c2a7b1e'],
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(added).getByRole('heading', { name: 'qr.example.com' })),
    );
    expect(screen.queryByRole('region', { name: 'No custom domain yet' })).toBeNull();
    expect((within(form).getByLabelText('Domain name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a name in words at the field, and one of the workspace below the form", async () => {
    inTeam('admin');
    server.use(
      http.post('/api/domains', ({ response }) =>
        response(400).json(anError(400, 'DOMAIN_HOSTNAME_IP', 'An IP address cannot be a custom domain')),
      ),
    );
    renderDomains();
    const form = await screen.findByRole('region', { name: 'Add a domain' });
    const field = within(form).getByLabelText('Domain name');
    fireEvent.click(within(form).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('domain-hostname-error')?.textContent).toBe(
      'Enter a domain name such as qr.yourbrand.com.',
    );
    expect(server.requests('POST /api/domains')).toEqual([]);

    fireEvent.change(field, { target: { value: '192.0.2.1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add domain' }));
    await waitFor(() =>
      expect(document.getElementById('domain-hostname-error')?.textContent).toBe(
        'Enter a domain name, not an IP address.',
      ),
    );
    expect(document.activeElement).toBe(field);

    server.use(
      http.post('/api/domains', ({ response }) =>
        response(409).json(anError(409, 'DOMAIN_LIMIT_REACHED', 'A workspace has at most 5 custom domains')),
      ),
    );
    fireEvent.change(field, { target: { value: 'qr6.example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add domain' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This workspace has 5 domains. Remove one before adding another.',
    );
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('copies a record’s name and value with buttons that say which, and confirms it in a toast', async () => {
    inTeam('admin', [PENDING]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomains();
    const item = await domainItem('qr.example.com');
    const copyValue = within(item).getByRole('button', { name: 'Copy the value of the TXT record' });
    // A real button: Tab reaches it, Enter and Space press it.
    expect(copyValue.tagName).toBe('BUTTON');
    fireEvent.click(copyValue);
    expect(await toastText('The value of the TXT record is copied.')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Copy the name of the CNAME record' }));
    expect(await toastText('The name of the CNAME record is copied.')).toBeTruthy();
    expect(writeText.mock.calls).toEqual([['liveqr-verify=3f9c2a7b1e'], ['qr.example.com']]);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(within(item).getByRole('button', { name: 'Copy the value of the CNAME record' }));
    expect(await toastText('Copying did not work here: select the text and copy it by hand.')).toBeTruthy();
  });

  it('checks a domain now: the button waits for the answer, then the problems or the success show', async () => {
    inTeam('admin', [PENDING]);
    const first = held<DomainCheck>();
    let checks = 0;
    // The list read again after a check has what the check found, as the server keeps it.
    let stored = PENDING;
    server.use(
      http.get('/api/domains', ({ response }) => response(200).json([stored])),
      http.post('/api/domains/{id}/verify', async ({ response }) => {
        checks += 1;
        const check: DomainCheck = checks === 1 ? await first.answer : { status: 'verified', problems: [] };
        stored = { ...stored, ...check, lastCheckedAt: '2026-11-28T12:00:00.000Z' };
        return response(200).json(check);
      }),
    );
    renderDomains();
    const item = await domainItem('qr.example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Check now qr.example.com' }));
    const running = await within(item).findByRole('button', { name: 'Checking... qr.example.com' });
    expect((running as HTMLButtonElement).disabled).toBe(true);

    first.release({
      status: 'pending',
      problems: [{ code: 'TXT_DIFFERENT', message: "The TXT record does not hold this domain's token" }],
    });
    expect(
      await within(item).findByText('Not verified yet: 1 thing to fix, listed above.', { selector: '[role=status] *' }),
    ).toBeTruthy();
    expect(
      within(item).getByText(
        'The TXT record at _liveqr-challenge.qr.example.com holds another value. Change it to the value shown below.',
      ),
    ).toBeTruthy();
    const again = within(item).getByRole('button', { name: 'Check now qr.example.com' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    fireEvent.click(again);
    expect(
      await within(item).findByText('Verified: everything is in place. Codes can use this domain now.'),
    ).toBeTruthy();
    expect(within(item).getByText('Verified')).toBeTruthy();
    expect(within(item).queryByRole('list', { name: /What to fix/ })).toBeNull();
  });

  it('explains a refused check after 60 an hour, with the minutes to wait', async () => {
    inTeam('admin', [PENDING]);
    server.use(
      http.post('/api/domains/{id}/verify', ({ response }) =>
        response(429).json({
          ...anError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts'),
          retryAfterSeconds: 1500,
        }),
      ),
    );
    renderDomains();
    const item = await domainItem('qr.example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Check now qr.example.com' }));
    expect(
      await within(item).findByText(
        'This workspace has checked its domains 60 times in the last hour. Try again in 25 minutes.',
      ),
    ).toBeTruthy();
  });

  it('saves where the domain and unknown links go, and makes a verified domain the default', async () => {
    const other = aDomain({ ...VERIFIED, id: '7d0c5c8e-0000-4000-8000-00000000d003', hostname: 'qr.brand.test' });
    inTeam('admin', [VERIFIED, { ...other, isDefault: false }]);
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/domains/{id}', async ({ request, response }) => {
        const body = (await request.json()) as Partial<Domain>;
        sent.push(body);
        // The new default takes the mark from the one before: the list is read again.
        server.use(
          http.get('/api/domains', ({ response: listed }) =>
            listed(200).json([
              { ...VERIFIED, isDefault: false },
              { ...other, ...body },
            ]),
          ),
        );
        return response(200).json({ ...other, ...body });
      }),
    );
    renderDomains();
    const item = await domainItem('qr.brand.test');
    fireEvent.click(within(item).getByText('Settings'));
    fireEvent.change(within(item).getByLabelText('Where the domain itself goes'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save settings' }));
    expect(await within(item).findByText('Enter a full web address starting with https://.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(item).getByLabelText('Where the domain itself goes'), {
      target: { value: 'https://brand.test/' },
    });
    fireEvent.click(within(item).getByLabelText('Default domain for new codes'));
    fireEvent.click(within(item).getByRole('button', { name: 'Save settings' }));
    expect(await toastText('The settings of qr.brand.test are saved.')).toBeTruthy();
    expect(sent).toEqual([{ rootUrl: 'https://brand.test/', notFoundUrl: null, isDefault: true }]);
    expect(await within(item).findByText('Default for new codes')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await domainItem('go.brand.test')).queryByText('Default for new codes')).toBeNull(),
    );
  });

  it('removes a domain only once the dialog is confirmed', async () => {
    inTeam('admin', [PENDING]);
    server.use(http.delete('/api/domains/{id}', ({ response }) => response(204).empty()));
    renderDomains();
    const item = await domainItem('qr.example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Remove qr.example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove qr.example.com?' });
    expect(dialog.textContent).toContain('LiveQR stops answering on this domain');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests(`DELETE /api/domains/${PENDING.id}`)).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Remove qr.example.com' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove qr.example.com?' })).getByRole('button', {
        name: 'Remove domain',
      }),
    );
    expect(await toastText('qr.example.com is removed.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'qr.example.com' })).toBeNull();
    expect(server.requests(`DELETE /api/domains/${PENDING.id}`)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'No custom domain yet' })).toBeTruthy();
  });

  it('asks again, with their number, before removing a domain codes use, and removes it once confirmed', async () => {
    inTeam('admin', [PENDING]);
    const confirms: (string | null)[] = [];
    server.use(
      http.delete('/api/domains/{id}', ({ request, response }) => {
        const confirm = new URL(request.url).searchParams.get('confirm');
        confirms.push(confirm);
        return confirm === 'true'
          ? response(204).empty()
          : response(409).json({ ...anError(409, 'DOMAIN_IN_USE', 'QR codes use it'), codes: 3 } as never);
      }),
    );
    renderDomains();
    const item = await domainItem('qr.example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Remove qr.example.com' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove qr.example.com?' })).getByRole('button', {
        name: 'Remove domain',
      }),
    );
    const inUse = await screen.findByRole('alertdialog', { name: '3 codes use qr.example.com' });
    expect(inUse.textContent).toContain(
      'They will show a “no longer available” page instead of their content, wherever they are printed.',
    );
    fireEvent.click(within(inUse).getByRole('button', { name: 'Remove anyway' }));
    expect(await toastText('qr.example.com is removed.')).toBeTruthy();
    expect(confirms).toEqual([null, 'true']);
  });

  it('disables a domain (asking first when codes use it) and enables it again', async () => {
    const verified = { ...VERIFIED, isDefault: false };
    inTeam('admin', [verified]);
    const sent: { body: unknown; confirm: string | null }[] = [];
    server.use(
      http.patch('/api/domains/{id}', async ({ request, response }) => {
        const body = (await request.json()) as { enabled?: boolean };
        const confirm = new URL(request.url).searchParams.get('confirm');
        sent.push({ body, confirm });
        if (body.enabled === false && confirm !== 'true')
          return response(409).json({ ...anError(409, 'DOMAIN_IN_USE', 'QR codes use it'), codes: 1 } as never);
        return response(200).json({ ...verified, status: body.enabled ? 'pending' : 'disabled' });
      }),
    );
    renderDomains();
    const item = await domainItem('go.brand.test');
    fireEvent.click(within(item).getByRole('button', { name: 'Disable go.brand.test' }));
    const inUse = await screen.findByRole('alertdialog', { name: '1 code uses go.brand.test' });
    fireEvent.click(within(inUse).getByRole('button', { name: 'Cancel' }));
    expect(within(item).getByText('Verified')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Disable go.brand.test' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: '1 code uses go.brand.test' })).getByRole('button', {
        name: 'Disable anyway',
      }),
    );
    expect(await toastText('go.brand.test is disabled: its codes show a “no longer available” page.')).toBeTruthy();
    expect(within(item).getByText('Disabled')).toBeTruthy();
    // Nothing to check on a disabled domain: enabling it checks it.
    expect(within(item).queryByRole('button', { name: /^Check now/ })).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Enable again go.brand.test' }));
    expect(await toastText('go.brand.test is enabled again: its records are being checked.')).toBeTruthy();
    expect(within(item).getByText('Waiting for DNS')).toBeTruthy();
    expect(sent).toEqual([
      { body: { enabled: false }, confirm: null },
      { body: { enabled: false }, confirm: null },
      { body: { enabled: false }, confirm: 'true' },
      { body: { enabled: true }, confirm: null },
    ]);
  });

  it.each<WorkspaceRole>(['editor', 'viewer'])(
    'tells someone in the role %s that only the owner and admins manage domains, without asking for them',
    async (role) => {
      inTeam(role);
      renderDomains();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Only owners and admins manage custom domains' }),
      ).toBeTruthy();
      expect(await screen.findByText('Its owner is Grace (grace@example.com).')).toBeTruthy();
      expect(server.requests('GET /api/domains')).toEqual([]);
    },
  );

  it('says the same when the API refuses a role that has just been lowered', async () => {
    inTeam('admin');
    server.use(
      http.get('/api/domains', ({ response }) =>
        response(403).json(anError(403, 'WORKSPACE_ROLE_TOO_LOW', 'Your role in this workspace does not allow this')),
      ),
    );
    renderDomains();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only owners and admins manage custom domains' }),
    ).toBeTruthy();
  });
});
