import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { type AppConfig, PageTexts } from '@liveqr/api/platform';
import type { QueryBus } from '@nestjs/cqrs';
import Fastify, { type FastifyInstance } from 'fastify';
import { PageMetaRegistry } from '../page-meta';
import { registerSitePages } from './site-pages';

const LOCALES = join(__dirname, '../../../../../libs/web/i18n/src/locales');
const config = { publicUrl: 'https://liveqr.test', webDistDir: '/nowhere' } as AppConfig;
const DELETED_IN_GERMAN =
  'Dein Konto ist gelöscht, mit allen QR-Codes und Daten darin. Danke, dass du LiveQR genutzt hast.';

describe('the site pages as served', () => {
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    await fastify.register(fastifyCookie);
    const pageMeta = new PageMetaRegistry();
    pageMeta.loadTexts(LOCALES);
    // Signed out: the language is the browser's, and no query is asked.
    const queries = { execute: () => Promise.reject(new Error('not signed in')) } as unknown as QueryBus;
    registerSitePages(fastify, { config, queries, texts: new PageTexts(config), pageMeta });
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  const get = async (url: string) => {
    const response = await fastify.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.body;
  };
  const statuses = (page: string) => [...page.matchAll(/<p class="card" role="status">([^<]*)<\/p>/g)];

  it('says on the home page, in the visitor’s language, that their account was deleted, and nothing else changes', async () => {
    const home = await get('/');
    const deleted = await get('/?account=deleted');
    expect(statuses(home)).toEqual([]);
    const said = statuses(deleted);
    expect(said.map(([, text]) => text)).toEqual([DELETED_IN_GERMAN]);
    expect(deleted.replace(said[0][0], '').replace(/\s+/g, ' ')).toBe(home.replace(/\s+/g, ' '));
  });

  it('ignores any other value of the parameter, and the other pages ignore it', async () => {
    for (const url of ['/?account=Deleted', '/?account=', '/?account=deleted%3Cb%3E', '/pricing?account=deleted']) {
      const page = await get(url);
      expect([url, statuses(page)]).toEqual([url, []]);
      expect(page).not.toContain(DELETED_IN_GERMAN);
    }
  });
});
