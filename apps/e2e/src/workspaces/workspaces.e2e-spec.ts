import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount, signUpAndSubscribe, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createCode } from '../support/codes';
import { outboxMail } from '../support/mail';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** Where a team workspace's pages live: `/w/{id}/...`. */
const TEAM_ADDRESS = /\/w\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;

describe('workspaces in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function newContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context;
  }

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  const switcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Workspace:/ });

  /** A team workspace made through the API by the signed-in owner of `request`, its plan paid; its id. */
  async function aPaidTeam(request: APIRequestContext, name: string): Promise<string> {
    const created = await request.post(`${server.url}/api/workspaces`, { data: { name } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await payFor(request, id);
    return id;
  }

  /** Pays a team workspace's own plan in the local test checkout, as its owner. */
  async function payFor(request: APIRequestContext, workspaceId: string): Promise<void> {
    const paid = await request.post(`${server.url}/api/billing/test/checkout`, {
      headers: { 'liveqr-workspace': workspaceId },
      form: {},
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }

  /** The names of the codes the API lists in a workspace (the personal one without `workspaceId`). */
  async function codeNames(request: APIRequestContext, workspaceId?: string): Promise<string[]> {
    const listed = await request.get(`${server.url}/api/qr-codes`, {
      headers: workspaceId ? { 'liveqr-workspace': workspaceId } : {},
    });
    expect(listed.status()).toBe(200);
    return ((await listed.json()) as { items: { name: string }[] }).items.map((code) => code.name);
  }

  it('creates a workspace and switches to it, whose address says so, and keeps its codes apart from the personal ones', async () => {
    const page = await newPage(await newContext());
    await signUpInBrowser(page, server.url, newTestAccount());
    await page.getByText('No QR codes yet').waitFor();
    await expect(switcher(page).textContent()).resolves.toBe('Workspace: Personal Owner');

    await switcher(page).click();
    await page.getByRole('button', { name: 'New workspace' }).click();
    await page.getByLabel('Workspace name').fill('Bistro');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL(/\/w\/[0-9a-f-]{36}\/dashboard$/);
    const teamId = TEAM_ADDRESS.exec(page.url())?.[1] ?? '';
    await page.getByRole('banner').getByRole('button', { name: 'Workspace: Bistro Owner' }).waitFor();
    // A new team workspace reads, but creates nothing until its owner pays for its plan.
    await page.getByRole('note', { name: 'Your plan' }).getByText('Subscription Required').waitFor();
    await payFor(page.request, teamId);

    // A code made in the creator, opened from the team's My QR Codes: every step stays in the team.
    await page.getByRole('main').getByRole('link', { name: 'Create QR Code' }).first().click();
    await page.waitForURL(`${server.url}/w/${teamId}/create-qr`);
    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByLabel('QR Code Name').fill('Team menu');
    await page.getByLabel('Website URL').fill('example.com/team-menu');
    await page.getByRole('img', { name: 'QR code preview' }).waitFor();
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.waitForURL(`${server.url}/w/${teamId}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Team menu' }).waitFor();

    // Back in the personal workspace, at its usual address: the team's code is not there.
    await switcher(page).click();
    await page.getByRole('link', { name: 'Personal Owner' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('No QR codes yet').waitFor();
    await expect(page.getByRole('heading', { level: 2, name: 'Team menu' }).count()).resolves.toBe(0);
    await expect(codeNames(page.request)).resolves.toEqual([]);
    await expect(codeNames(page.request, teamId)).resolves.toEqual(['Team menu']);

    // The address is all it takes: reopened, the team's page shows the team's codes.
    await page.goto(`${server.url}/w/${teamId}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Team menu' }).waitFor();
    await expect(switcher(page).textContent()).resolves.toBe('Workspace: Bistro Owner');
  });

  it('keeps two tabs in two workspaces apart', async () => {
    const context = await newContext();
    await signUpAndSubscribe(context.request, server.url);
    const teamId = await aPaidTeam(context.request, 'Bistro');
    await createCode(context.request, server.url, {
      type: 'website',
      name: 'Home menu',
      content: { url: 'example.com/home' },
    });
    const teamCode = await context.request.post(`${server.url}/api/qr-codes`, {
      headers: { 'liveqr-workspace': teamId },
      data: { type: 'website', name: 'Team menu', content: { url: 'example.com/team' } },
    });
    expect(teamCode.status()).toBe(201);

    const personal = await newPage(context);
    const team = await newPage(context);
    await personal.goto(`${server.url}/dashboard`);
    await team.goto(`${server.url}/w/${teamId}/dashboard`);
    await personal.getByRole('heading', { level: 2, name: 'Home menu' }).waitFor();
    await team.getByRole('heading', { level: 2, name: 'Team menu' }).waitFor();

    // The team's tab moves through its screens and stays in the team...
    await team.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }).click();
    await team.waitForURL(`${server.url}/w/${teamId}/analytics`);
    await team.goBack();
    await team.waitForURL(`${server.url}/w/${teamId}/dashboard`);
    await team.getByRole('heading', { level: 2, name: 'Team menu' }).waitFor();
    // ...while the personal tab, reloaded after it, is still in the personal workspace.
    await personal.reload();
    await personal.getByRole('heading', { level: 2, name: 'Home menu' }).waitFor();
    await expect(switcher(personal).textContent()).resolves.toBe('Workspace: Personal Owner');
    await expect(personal.getByRole('heading', { level: 2, name: 'Team menu' }).count()).resolves.toBe(0);

    // A change in one tab lands in its own workspace only.
    const card = personal.getByRole('listitem').filter({ has: personal.getByRole('heading', { name: 'Home menu' }) });
    await card.getByRole('switch').click();
    await card.getByRole('switch', { name: 'Inactive Home menu' }).waitFor();
    const active = async (workspaceId?: string) => {
      const listed = await context.request.get(`${server.url}/api/qr-codes`, {
        headers: workspaceId ? { 'liveqr-workspace': workspaceId } : {},
      });
      return ((await listed.json()) as { items: { name: string; isActive: boolean }[] }).items;
    };
    await expect(active()).resolves.toEqual([expect.objectContaining({ name: 'Home menu', isActive: false })]);
    await expect(active(teamId)).resolves.toEqual([expect.objectContaining({ name: 'Team menu', isActive: true })]);
    await team.reload();
    await team.getByRole('heading', { level: 2, name: 'Team menu' }).waitFor();
    await expect(switcher(team).textContent()).resolves.toBe('Workspace: Bistro Owner');
    await expect(team.getByRole('heading', { level: 2, name: 'Home menu' }).count()).resolves.toBe(0);
  });

  it('shows a viewer, invited on the members page, the codes of a team workspace with no control to change them', async () => {
    const owner = await newContext();
    await signUpAndSubscribe(owner.request, server.url);
    const teamId = await aPaidTeam(owner.request, 'Bistro');
    const made = await owner.request.post(`${server.url}/api/qr-codes`, {
      headers: { 'liveqr-workspace': teamId },
      data: { type: 'website', name: 'Team menu', content: { url: 'example.com/team' } },
    });
    expect(made.status()).toBe(201);

    // The owner invites a viewer on the members page; the viewer takes the mailed link's token.
    const viewer = await newContext();
    const viewerEmail = `viewer.${randomBytes(4).toString('hex')}@example.com`;
    await signUpAndSubscribe(viewer.request, server.url, viewerEmail);
    const ownerPage = await newPage(owner);
    await ownerPage.goto(`${server.url}/w/${teamId}/members`);
    const invitations = ownerPage.getByRole('region', { name: 'Invitations' });
    await invitations.getByLabel('Email address').fill(viewerEmail);
    await invitations.getByLabel('Role').selectOption('viewer');
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await invitations
      .getByRole('listitem', { name: viewerEmail })
      .getByText(/^Pending/)
      .waitFor();
    const mail = await outboxMail(server.dataDir, viewerEmail, 'Ada invited you to “Bistro” on LiveQR');
    const token = /\/invitations\/accept\?token=([\w-]+)/.exec(mail.text)?.[1];
    const accepted = await viewer.request.post(`${server.url}/api/invitations/accept`, { data: { token } });
    expect(accepted.status()).toBe(200);

    const page = await newPage(viewer);
    await page.goto(`${server.url}/w/${teamId}/dashboard`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Team menu' }) });
    await card.waitFor();
    await page.getByText(/^You are a viewer in Bistro: you can see its codes/).waitFor();
    await expect(switcher(page).textContent()).resolves.toBe('Workspace: Bistro Viewer');
    await card.getByRole('button', { name: 'Download Team menu' }).waitFor();
    for (const control of ['Edit Team menu', 'Delete Team menu', 'Apply brand kit to Team menu']) {
      await expect(
        card
          .getByRole('button', { name: control })
          .or(card.getByRole('link', { name: control }))
          .count(),
      ).resolves.toBe(0);
    }
    await expect(card.getByRole('switch').count()).resolves.toBe(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Create QR Code' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'New folder' }).count()).resolves.toBe(0);
    // The picture comes, though an <img> alone could not name the workspace.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.qr-card__image img')].every(
        (image) => image.src.startsWith('blob:') && image.complete,
      ),
    );

    // The screens a viewer cannot use say why, and whom to ask.
    await page.goto(`${server.url}/w/${teamId}/create-qr`);
    await page.getByRole('heading', { level: 1, name: 'Viewers look, editors change' }).waitFor();
    await page.goto(`${server.url}/w/${teamId}/billing`);
    await page.getByRole('heading', { level: 1, name: 'Billing is up to the owner' }).waitFor();
    await page.getByText(/^Its owner is Ada \(ada\.[0-9a-f]+@example\.com\)\.$/).waitFor();
    await page.goto(`${server.url}/w/${teamId}/members`);
    await page.getByRole('listitem', { name: 'Ada (you)' }).waitFor();
    await page.getByRole('button', { name: 'Leave workspace' }).waitFor();
    await expect(page.getByRole('button', { name: /^Remove / }).count()).resolves.toBe(0);

    // The server refuses it all the same.
    const refused = await viewer.request.post(`${server.url}/api/qr-codes`, {
      headers: { 'liveqr-workspace': teamId },
      data: { type: 'website', name: 'Sneaky', content: { url: 'example.com/sneaky' } },
    });
    expect(refused.status()).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({ error: 'WORKSPACE_ROLE_TOO_LOW' });
  });
});
