import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { confirmEmailFromOutbox, newTestAccount, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** A customer's webhook endpoint on this machine (the server allows private targets for it). */
async function startReceiver(): Promise<{
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  server: Server;
}> {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

/** The toast that says `text` (the shell shows them over every screen). */
const toastSaying = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('API keys and webhooks on the account page', () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    [server, browser] = await Promise.all([
      startServer({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    receiver?.server.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** Keys and webhooks need a confirmed address: confirmed through the mailed link unless told otherwise. */
  async function signedUpOnAccountPage(width: number, { confirmed = true } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const account = newTestAccount();
    await signUpInBrowser(page, server.url, account);
    if (confirmed) await confirmEmailFromOutbox(page.request, server.url, server.dataDir, account.email);
    await page.goto(`${server.url}/account`);
    return page;
  }

  it('asks an account whose address is not confirmed to confirm it before making keys or webhooks', async () => {
    const page = await signedUpOnAccountPage(390, { confirmed: false });
    for (const name of ['API Keys', 'Webhooks']) {
      const card = page.getByRole('region', { name });
      await card.getByText('Confirm your email address to create API keys and webhooks', { exact: false }).waitFor();
      await card.getByRole('button', { name: 'Resend link' }).waitFor();
      expect(await card.getByRole('button', { name: /^Create Key$|^Add Endpoint$/ }).count()).toBe(0);
    }
  });

  it('creates a key shown once, which scripts can use until it is revoked, on a 390 px phone', async () => {
    const page = await signedUpOnAccountPage(390);
    const card = page.getByRole('region', { name: 'API Keys' });
    await card.getByText('You have no API keys yet.').waitFor();

    // Checked in the browser first: a key needs a name, asked for at the name.
    await card.getByRole('button', { name: 'Create Key' }).click();
    await card.getByText('Give the key a name.').waitFor();
    expect(await card.getByLabel('Key name').getAttribute('aria-invalid')).toBe('true');

    await card.getByLabel('Key name').fill('Inventory sync');
    await card.getByLabel('Write').check();
    await card.getByLabel('Expires').selectOption('90');
    await card.getByRole('button', { name: 'Create Key' }).click();
    await toastSaying(page, 'Key “Inventory sync” created.').waitFor();
    const secret = (await card.getByLabel('Secret').textContent()) ?? '';
    expect(secret).toMatch(/^lq_live_[A-Za-z0-9_-]{43}$/);
    await card.getByRole('button', { name: 'Done' }).click();
    expect(await card.getByLabel('Secret').count()).toBe(0);

    const key = card.getByRole('list', { name: 'Your API keys' }).getByRole('listitem').first();
    await key.getByText('Active').waitFor();
    await key.getByText(/Read · Write · never used · expires/).waitFor();
    const script = await fetch(`${server.url}/api/v1/qr-codes`, { headers: { authorization: `Bearer ${secret}` } });
    expect(script.status).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.reload();
    await key.getByText(/last used/).waitFor();
    await key.getByRole('button', { name: 'Revoke Inventory sync' }).click();
    await key.getByRole('button', { name: 'Revoke “Inventory sync” now' }).click();
    await key.getByText('Revoked').waitFor();
    await toastSaying(page, 'Key “Inventory sync” revoked.').waitFor();
    const refused = await fetch(`${server.url}/api/v1/qr-codes`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('API_KEY_REVOKED');
  });

  it('adds an endpoint, sends a signed test event and shows it in the log, on a 320 px phone', async () => {
    const page = await signedUpOnAccountPage(320);
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByText('You have no webhook endpoints yet.').waitFor();

    await card.getByLabel('Endpoint URL').fill('ftp://example.com/hooks');
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    await card.getByText('Enter a valid http:// or https:// address.').waitFor();
    expect(await card.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');

    await card.getByLabel('Endpoint URL').fill(receiver.url);
    await card.getByLabel('Scans').check();
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    await toastSaying(page, 'The endpoint is added.').waitFor();
    const secret = (await card.getByLabel('Secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await card.getByRole('button', { name: 'Done' }).click();

    // The same address again: refused at the field, which takes the focus, and the error goes once it changes.
    const field = card.getByLabel('Endpoint URL');
    await field.fill(receiver.url);
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    await card.getByText('You already have an endpoint with this URL.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const description = await Promise.all(describedBy.split(' ').map((id) => page.locator(`#${id}`).textContent()));
    expect(description.join(' ')).toContain('You already have an endpoint with this URL.');
    await field.fill('');
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    const endpoint = card.getByRole('list', { name: 'Your webhook endpoints' }).getByRole('listitem').first();
    await endpoint.getByText('QR code created · Scans').waitFor();
    await endpoint.getByRole('button', { name: 'Send Test Event' }).click();
    await page.getByText('Test event sent. Its delivery appears in the log.').waitFor();
    // Delivered in the background: refresh the log until it says so.
    const delivered = endpoint.getByText('Delivered');
    for (let tries = 0; tries < 100 && (await delivered.count()) === 0; tries++) {
      await endpoint.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(200);
    }
    await delivered.waitFor();
    await endpoint.getByText(/answered 204 · 1 attempt/).waitFor();

    const [message] = receiver.received;
    const verified = new Webhook(secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'webhook.test' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await endpoint.getByRole('button', { name: 'Switch Off' }).click();
    await endpoint.getByText('Off', { exact: true }).waitFor();
    await page.getByText('The endpoint is switched off.').waitFor();
    await endpoint.getByRole('button', { name: 'Delete' }).click();
    await endpoint.getByRole('button', { name: 'Delete endpoint and its log' }).click();
    await card.getByText('You have no webhook endpoints yet.').waitFor();
    await page.getByText('The endpoint is deleted.').waitFor();
  });

  it('speaks the language chosen in the profile on both cards', async () => {
    const page = await signedUpOnAccountPage(390);
    await page.locator('#language-select').selectOption('de');
    // In stages, so that a failure says which part went wrong: the switch itself, or the cards.
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'API-Schlüssel', exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'API-Schlüssel' })
      .getByText('Sie haben noch keine API-Schlüssel.')
      .waitFor();
    await page.getByRole('region', { name: 'Webhooks' }).getByRole('button', { name: 'Endpunkt hinzufügen' }).waitFor();
  });
});
