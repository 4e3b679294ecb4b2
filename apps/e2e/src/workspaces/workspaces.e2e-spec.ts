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

  /** A code made through the API in a team workspace by the signed-in member of `request`. */
  async function aTeamCode(request: APIRequestContext, workspaceId: string, name: string, url: string): Promise<void> {
    const made = await request.post(`${server.url}/api/qr-codes`, {
      headers: { 'liveqr-workspace': workspaceId },
      data: { type: 'website', name, content: { url } },
    });
    expect(made.status()).toBe(201);
  }

  /**
   * A new account, invited in `role` by the owner on the team's members page (`ownerPage`), that
   * takes the mailed link's token: its browser context and address.
   */
  async function aMemberInvited(
    ownerPage: Page,
    team: { id: string; name: string },
    role: 'viewer' | 'editor',
  ): Promise<{ context: BrowserContext; email: string }> {
    const context = await newContext();
    const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
    await signUpAndSubscribe(context.request, server.url, email);
    await ownerPage.goto(`${server.url}/w/${team.id}/members`);
    const invitations = ownerPage.getByRole('region', { name: 'Invitations' });
    await invitations.getByLabel('Email address').fill(email);
    await invitations.getByLabel('Role').selectOption(role);
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await invitations
      .getByRole('listitem', { name: email })
      .getByText(/^Pending/)
      .waitFor();
    const mail = await outboxMail(server.dataDir, email, `Ada invited you to “${team.name}” on LiveQR`);
    const token = /\/invitations\/accept\?token=([\w-]+)/.exec(mail.text)?.[1];
    const accepted = await context.request.post(`${server.url}/api/invitations/accept`, { data: { token } });
    expect(accepted.status()).toBe(200);
    return { context, email };
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
    // The switch turns at once; the server's answer is what the API reads below.
    const toggled = personal.waitForResponse((response) => /\/api\/qr-codes\/[^/]+\/toggle$/.test(response.url()));
    await card.getByRole('switch').click();
    await card.getByRole('switch', { name: 'Inactive Home menu' }).waitFor();
    expect((await toggled).ok()).toBe(true);
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
    await aTeamCode(owner.request, teamId, 'Team menu', 'example.com/team');

    // The owner invites a viewer on the members page; the viewer takes the mailed link's token.
    const viewer = await aMemberInvited(await newPage(owner), { id: teamId, name: 'Bistro' }, 'viewer');

    const page = await newPage(viewer.context);
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
    const refused = await viewer.context.request.post(`${server.url}/api/qr-codes`, {
      headers: { 'liveqr-workspace': teamId },
      data: { type: 'website', name: 'Sneaky', content: { url: 'example.com/sneaky' } },
    });
    expect(refused.status()).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({ error: 'WORKSPACE_ROLE_TOO_LOW' });
  });

  it("lets an editor, invited and switched to the team, change a code's destination, which the owner's activity page then shows", async () => {
    const owner = await newContext();
    await signUpAndSubscribe(owner.request, server.url);
    const teamId = await aPaidTeam(owner.request, 'Bistro');
    await aTeamCode(owner.request, teamId, 'Team menu', 'example.com/team');
    const ownerPage = await newPage(owner);
    const editor = await aMemberInvited(ownerPage, { id: teamId, name: 'Bistro' }, 'editor');

    // The editor switches from their personal workspace to the team's, and gives its code a new destination.
    const page = await newPage(editor.context);
    await page.goto(`${server.url}/dashboard`);
    await switcher(page).click();
    await page.getByRole('link', { name: 'Bistro Editor' }).click();
    await page.waitForURL(`${server.url}/w/${teamId}/dashboard`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Team menu' }) });
    await card.getByRole('link', { name: 'Edit Team menu' }).click();
    await page.waitForURL(new RegExp(`/w/${teamId}/qr-codes/[^/]+/edit$`));
    await page.getByLabel('Website URL').fill('example.com/winter-menu');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/w/${teamId}/dashboard`);
    // The activity is not theirs to read.
    await page.goto(`${server.url}/w/${teamId}/members/activity`);
    await page.getByRole('heading', { level: 1, name: 'Only owners and admins see the activity' }).waitFor();

    // The owner opens it from the members page: the change, by the editor, from the old destination to the new.
    await ownerPage.goto(`${server.url}/w/${teamId}/members`);
    await ownerPage.getByRole('link', { name: 'See the activity: who changed what, and when' }).click();
    await ownerPage.waitForURL(`${server.url}/w/${teamId}/members/activity`);
    const entries = ownerPage.getByRole('list', { name: 'Activity, newest first' });
    const change = entries.getByRole('listitem', { name: /^Changed a code's destination · Code / });
    await expect(change.textContent()).resolves.toMatch(
      new RegExp(
        `Web appAda${editor.email.replace(/\./g, '\\.')}` +
          "Changed a code's destination · Code \\S+Before: https://example\\.com/team→After: https://example\\.com/winter-menu$",
      ),
    );
    // Narrowed to the editor, the owner's own changes (the code they made) go, the editor's stays.
    const ownersCode = entries.getByRole('listitem', { name: /^Created a code/ });
    await ownersCode.waitFor();
    await ownerPage.getByLabel('Person').selectOption({ label: `Ada (${editor.email})` });
    await ownersCode.waitFor({ state: 'detached' });
    await change.waitFor();
    expect(new URL(ownerPage.url()).searchParams.get('actor')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
