import { readFile } from 'node:fs/promises';
import { startMailInbox, type MailInbox } from '@liveqr/api/testing';
import { decode, DECODERS } from '@liveqr/qr-render/node';
import { Client } from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

describe('the public site in a browser', () => {
  let server: RunningServer;
  let inbox: MailInbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    inbox = await startMailInbox();
    [server, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: inbox.smtpUrl, SUPPORT_EMAIL: 'help@liveqr.example' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await inbox?.close();
  });
  beforeEach(async () => {
    pageErrors = [];
    context = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  /** Opens `path` with the language already chosen (its cookie, as the selectors set it), as a returning visitor would. */
  async function openIn(language: string, path: string, into: BrowserContext = context): Promise<Page> {
    await into.addCookies([{ name: 'liveqr.language', value: language, url: server.url }]);
    const opened = into === context ? page : await into.newPage();
    await opened.goto(`${server.url}${path}`);
    return opened;
  }
  const h1 = () => page.getByRole('heading', { level: 1 }).textContent();

  it('shows the landing page: hero, the 16 types, why LiveQR, three questions, the final call and the footer', async () => {
    await openIn('en', '/');
    await expect(h1()).resolves.toBe('Dynamic QR codes that never stop working');
    const banner = page.getByRole('banner');
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      await expect(banner.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe('/signup');

    const types = page.getByRole('region', { name: '16 types of QR codes' }).getByRole('listitem');
    await expect(types.count()).resolves.toBe(16);
    const typeText = (item: Locator) => item.innerText().then((text) => text.replace(/\s+/g, ' ').trim());
    await expect(typeText(types.first())).resolves.toBe('Website Link to any website URL');
    await expect(typeText(types.nth(10))).resolves.toBe('List of Links Share multiple links');
    await expect(typeText(types.last())).resolves.toBe('WhatsApp Get WhatsApp messages');
    await expect(types.locator('svg').count()).resolves.toBe(16);

    const why = page.getByRole('region', { name: 'Why LiveQR is different' });
    for (const reason of [
      'Unlimited scans',
      'No watermarks',
      'Dynamic codes',
      'Advanced analytics',
      'Custom branding',
    ]) {
      await why.getByRole('heading', { name: reason }).waitFor();
    }
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.locator('details').count()).resolves.toBe(3);
    await expect(faq.getByRole('link', { name: 'See all questions' }).getAttribute('href')).resolves.toBe('/faq');
    await expect(
      page
        .getByRole('region', { name: 'Ready to create your first dynamic QR code?' })
        .getByRole('link')
        .getAttribute('href'),
    ).resolves.toBe('/signup');

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact', '/contact'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    const languages = footer.getByRole('navigation', { name: 'Language' });
    await expect(languages.locator('[aria-current="true"]').textContent()).resolves.toBe('English');
    await expect(languages.getByRole('link').allTextContents()).resolves.toEqual(['Español', 'Français', 'Deutsch']);

    const compare = page.getByRole('region', { name: 'An honest comparison' });
    await expect(compare.getByRole('row').count()).resolves.toBe(8);
    await compare.getByRole('cell', { name: 'Printed codes keep working' }).waitFor();
  });

  it('makes a static code on the home page: typed, styled, previewed and downloaded, read by two decoders', async () => {
    await openIn('en', '/');
    const generator = page.getByRole('form', { name: 'Try it now: make a QR code' });
    await generator.getByText('Type a link to see your code.').waitFor();
    await generator.getByLabel('Your link').fill('javascript:alert(1)');
    await generator.getByText('Please enter a web address such as https://example.com.').waitFor();
    await expect(generator.getByLabel('Your link').getAttribute('aria-invalid')).resolves.toBe('true');

    await generator.getByLabel('Your link').fill('example.com/spring-menu');
    await generator.getByText('Dots').click();
    const preview = generator.getByRole('img', { name: 'QR code of example.com/spring-menu' });
    await preview.waitFor();
    await expect(preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(
      true,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      generator.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-code.png');
    const pixels = PNG.sync.read(await readFile(await download.path()));
    expect(pixels.width).toBe(1024);
    for (const decoder of DECODERS.filter((name) => name !== 'jsqr').slice(0, 2)) {
      expect({ decoder, text: await decode(decoder, pixels) }).toEqual({
        decoder,
        text: 'https://example.com/spring-menu',
      });
    }
    await expect(generator.getByRole('link', { name: /Make it dynamic/ }).getAttribute('href')).resolves.toBe(
      '/signup',
    );
  });

  it.each(['en', 'es', 'fr', 'de'])(
    'logs no error in the console on the home page, pricing and FAQ in %s',
    async (language) => {
      const logged: string[] = [];
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
      for (const path of ['/', '/pricing', '/faq']) {
        await openIn(language, path);
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      expect(logged).toEqual([]);
    },
  );

  it('keeps the home page light: its scripts and styles weigh far less than the 120 KB budget', async () => {
    const sent: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') sent.push(response.url());
    });
    await openIn('en', '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    let gzipped = 0;
    for (const url of sent) gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    expect(sent.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(120 * 1024);
  });

  it.each([
    ['a 320 px phone', 'phone', { width: 320, height: 640 }],
    ['a 390 px phone', 'phone', { width: 390, height: 844 }],
    ['a 1280 px desktop', 'desktop', { width: 1280, height: 800 }],
  ])(
    'shows the product screenshots on %s: the %s shots, lazily loaded, sized, described, cached for good',
    async (_, form, viewport) => {
      const sized = await browser.newContext({ viewport });
      try {
        const shown = await openIn('en', '/', sized);
        const images = shown.getByRole('region', { name: 'See it' }).getByRole('img');
        await expect(images.count()).resolves.toBe(3);
        const alts: (string | null)[] = [];
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await image.evaluate((element: HTMLImageElement) =>
            element.complete ? undefined : new Promise((resolve) => element.addEventListener('load', resolve)),
          );
          const loaded = await image.evaluate((element: HTMLImageElement) => ({
            naturalWidth: element.naturalWidth,
            source: element.currentSrc,
            lazy: element.loading,
            reserved: element.width > 0 && element.height > 0,
          }));
          expect(loaded.naturalWidth).toBeGreaterThan(0);
          expect(loaded.source).toMatch(new RegExp(`-${form}-\\d+\\.[0-9a-f]{16}\\.avif$`));
          expect(loaded).toMatchObject({ lazy: 'lazy', reserved: true });
          const response = await shown.request.get(loaded.source);
          expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
          alts.push(await image.getAttribute('alt'));
        }
        expect(alts).toEqual([
          expect.stringMatching(/^The My QR Codes dashboard/),
          expect.stringMatching(/^The QR code designer/),
          expect.stringMatching(/^The analytics screen/),
        ]);
        expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      } finally {
        await sized.close();
      }
    },
  );

  it.each([
    ['es', 'Míralo', 'El panel Mis códigos QR'],
    ['fr', 'Voyez par vous-même', 'Le tableau de bord Mes codes QR'],
    ['de', 'So sieht es aus', 'Das Dashboard Meine QR-Codes'],
  ])('describes the product screenshots in %s', async (language, title, firstAlt) => {
    await openIn(language, '/');
    const images = page.getByRole('region', { name: title }).getByRole('img');
    await expect(images.first().getAttribute('alt')).resolves.toMatch(new RegExp(`^${firstAlt}`));
    for (const alt of await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('alt'))))
      expect(alt?.length).toBeGreaterThan(40);
  });

  it.each([
    [
      '/faq',
      'Frequently Asked Questions',
      'Preguntas frecuentes',
      'What is a dynamic QR code?',
      '¿Qué es un código QR dinámico?',
    ],
    [
      '/pricing',
      'Simple, honest pricing',
      'Precios sencillos y honestos',
      'No hidden fees, no trial, cancel anytime.',
      'Sin costes ocultos, sin prueba, cancela cuando quieras.',
    ],
    [
      '/contact',
      'Contact Us',
      'Contacto',
      'We answer by e-mail within 24 hours, Monday to Friday.',
      'Respondemos por correo en 24 horas, de lunes a viernes.',
    ],
    [
      '/privacy',
      'Privacy Policy',
      'Política de privacidad',
      'Last updated: October 31, 2025',
      'Última actualización: 31 de octubre de 2025',
    ],
    [
      '/terms',
      'Terms of Service',
      'Condiciones del servicio',
      'Limitation of Liability',
      'Limitación de responsabilidad',
    ],
  ])('shows %s in English and in Spanish', async (path, titleEn, titleEs, textEn, textEs) => {
    await openIn('en', path);
    await expect(h1()).resolves.toBe(titleEn);
    await page.getByText(textEn, { exact: true }).first().waitFor();
    await expect(page.title()).resolves.toContain('LiveQR');

    const spanish = await browser.newContext();
    try {
      const other = await openIn('es', path, spanish);
      await expect(other.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(titleEs);
      await other.getByText(textEs, { exact: true }).first().waitFor();
      await expect(other.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    } finally {
      await spanish.close();
    }
  });

  it('states the plan from the spec on /pricing, with its features and a way to sign up', async () => {
    await openIn('en', '/pricing');
    const plan = page.getByRole('region', { name: 'Monthly Plan' });
    await expect(plan.innerText()).resolves.toContain('$5/month');
    for (const feature of [
      'Unlimited dynamic QR codes',
      'All 16 QR code types',
      'Unlimited modifications',
      'Unlimited scans',
      'Premium support',
    ]) {
      await plan.getByText(feature).waitFor();
    }
    await expect(plan.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe('/signup');
  });

  it('opens one FAQ answer at a time, the first initially, and closes the open one on a click', async () => {
    await openIn('en', '/faq');
    await expect(h1()).resolves.toBe('Frequently Asked Questions');
    const questions = page.locator('details.faq-item > summary');
    await expect(questions.count()).resolves.toBe(10);
    const expanded = () =>
      page.locator('details.faq-item').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
    await expect(expanded()).resolves.toEqual([true, ...Array(9).fill(false)]);
    await page.getByText('A dynamic QR code points to a short LiveQR link', { exact: false }).waitFor();

    await questions.nth(5).click();
    await expect(expanded()).resolves.toEqual([...Array(5).fill(false), true, ...Array(4).fill(false)]);
    await expect(page.getByText('They keep working.', { exact: false }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('A dynamic QR code points to a short LiveQR link', { exact: false }).isVisible(),
    ).resolves.toBe(false);

    await questions.nth(5).click();
    await expect(expanded()).resolves.toEqual(Array(10).fill(false));
    for (const [name, href] of [
      ['Contact support', '/contact'],
      ['Create your account', '/signup'],
      ['Log in', '/login'],
      ['Back to Home', '/'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
  });

  it('switches the language from the footer, remembers it, and the server then answers in it', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect(h1()).resolves.toBe('Dynamische QR-Codes, die nie aufhören zu funktionieren');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(page.title()).resolves.toBe('LiveQR — Dynamische QR-Codes, die nie aufhören zu funktionieren');

    await page.goto(`${server.url}/faq`);
    await expect(h1()).resolves.toBe('Häufige Fragen');
    const cookies = await context.cookies();
    expect(cookies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'liveqr.language', value: 'de' })]),
    );

    // The HTML of the first request already carries the chosen language.
    const html = await (await fetch(`${server.url}/faq`, { headers: { cookie: 'liveqr.language=de' } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Häufige Fragen — LiveQR</title>');

    // The web app follows the choice made on the site's pages, and the other way round.
    // A click leaves the old page's heading in place until the next page has loaded: wait for the new one.
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await heading('Kontakt');
    await page.getByLabel('Sprache').selectOption('fr');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await heading('Questions fréquentes');
  });

  it('sends the contact form: the message is stored and mailed to support, then the thank-you text shows', async () => {
    await openIn('en', '/contact');
    // It says what really happens (a mail to support, a written answer) and promises no live chat.
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByText('We answer by e-mail within 24 hours, Monday to Friday.').waitFor();
    await expect(page.getByRole('heading', { name: /chat/i }).count()).resolves.toBe(0);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Do you offer an invoice with my VAT number?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText(
        'Thank you for your message! It has reached our support team, who will answer you by e-mail, usually within 24 hours on weekdays.',
      )
      .waitFor();

    const mail = (await inbox.nextMailTo('help@liveqr.example')).text;
    expect(mail).toContain('To: help@liveqr.example');
    expect(mail).toContain('Reply-To: grace@example.com');
    expect(mail).toContain('Do you offer an invoice with my VAT number?');
    await expect(query(server, 'select name, email, message from contact_messages')).resolves.toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you offer an invoice with my VAT number?' },
    ]);
  });

  it('checks the contact form in the browser before sending anything', async () => {
    const contactRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/contact') && contactRequests.push(request.url()));
    await openIn('fr', '/contact');
    await page.getByLabel('E-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Veuillez saisir votre nom.').waitFor();
    await page.getByText('Veuillez saisir une adresse e-mail valide.').waitFor();
    await page.getByText('Veuillez saisir un message.').waitFor();
    await expect(page.getByLabel('Nom').getAttribute('aria-invalid')).resolves.toBe('true');
    // Focus goes to the first field to fix.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-name');
    expect(contactRequests).toEqual([]);
  });

  it('puts each public page’s meta tags in the HTML the server sends, before any script runs', async () => {
    const origin = server.publicUrl;
    for (const [path, title] of [
      ['/', 'LiveQR — Dynamic QR codes that never stop working'],
      ['/faq', 'Frequently Asked Questions — LiveQR'],
      ['/pricing', 'Pricing — LiveQR'],
    ]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${path}">`);
      expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('liveqr-analytics-id');
    }
    const image = await fetch(`${server.url}/og-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('wears the LiveQR mark: header, favicons, home-screen icons and a web manifest', async () => {
    await page.goto(`${server.url}/`);
    const mark = page.getByRole('banner').getByRole('link', { name: 'LiveQR' }).locator('img');
    await expect(mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(
      true,
    );
    const links = await page.$$eval(
      'head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]',
      (found) => found.map((link) => (link as HTMLLinkElement).href),
    );
    expect(links.map((href) => new URL(href).pathname)).toEqual([
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/site.webmanifest',
    ]);
    const manifest = (await (await fetch(`${server.url}/site.webmanifest`)).json()) as { icons: { src: string }[] };
    for (const href of [...links, ...manifest.icons.map((icon) => `${server.url}${icon.src}`)]) {
      const response = await fetch(href);
      expect([href, response.status, response.headers.get('content-type')]).toEqual([
        href,
        200,
        expect.stringMatching(/^image\/|^application\/manifest\+json/),
      ]);
    }
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#1d4ed8');
  });

  it('fits a phone screen: the navigation folds behind a menu button that opens it', async () => {
    const phone = await browser.newContext(PHONE);
    try {
      const small = await phone.newPage();
      await small.goto(`${server.url}/`);
      const toggle = small.getByRole('button', { name: 'Menu' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(small.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
      await toggle.click();
      await small.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
      await expect(small.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Frequently Asked Questions');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      // Nothing wider than the screen, even with German's long words.
      await phone.addCookies([{ name: 'liveqr.language', value: 'de', url: server.url }]);
      for (const path of ['/', '/faq', '/pricing', '/contact', '/privacy', '/terms']) {
        await small.goto(`${server.url}${path}`);
        await small.getByRole('heading', { level: 1 }).waitFor();
        await expect(small.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
      }
      // The smallest phones: the generator and the comparison table stay inside 320 px too.
      await small.setViewportSize({ width: 320, height: 640 });
      for (const path of ['/', '/faq', '/pricing']) {
        await small.goto(`${server.url}${path}`);
        await small.getByRole('heading', { level: 1 }).waitFor();
        await expect(small.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
      }
    } finally {
      await phone.close();
    }
  });

  it('loads nothing from another site and no micro-frontend on the landing page', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Give anything started after the first render (lazy chunks, remotes) time to be requested.
    await page.waitForTimeout(1000);
    expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
    expect(requests.filter((url) => url.includes('/remotes/'))).toEqual([]);
  });
});

describe('the page-view tracker with an analytics id configured', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_ID: 'G-E2ETEST' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('reports a page view for each page the visitor sees, the server’s pages and the app’s routes', async () => {
    const page = await browser.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    );
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter(([command, name]) => command === 'event' && name === 'page_view')
          .map(([, , params]) => (params as { page_path: string }).page_path),
      );
    await page.goto(`${server.url}/`);
    await expect(pageViews()).resolves.toEqual(['/']);
    // Each page the server writes is a page load of its own, with its own view.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple, honest pricing' }).waitFor();
    // The page's script runs once the page is parsed, after its heading shows.
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
    await expect(pageViews()).resolves.toEqual(['/pricing']);
    // In the app, one load reports every route.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect(pageViews()).resolves.toEqual(['/contact', '/privacy']);
    await expect(page.locator('meta[name="liveqr-analytics-id"]').getAttribute('content')).resolves.toBe('G-E2ETEST');
  });
});

async function query(server: RunningServer, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
