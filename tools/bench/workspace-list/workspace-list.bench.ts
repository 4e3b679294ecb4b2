/**
 * GET /api/qr-codes of a workspace with 10,000 codes, asked by a member naming it in the
 * LiveQR-Workspace header, against the same list asked by its owner without the header (the way
 * every list was asked before workspaces), in the same run. Target: at most 1.1x. Usage: README.md.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { aUser } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { addMember } from '../../../apps/api/test/workspaces/support/workspaces';
import { compareAlternating, msPerCall } from '../support/alternating';
import { seedOrganisedCodes } from '../support/seed-codes';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const CODES = 10_000;
const MAX_RATIO = 1.1;

describe('Listing a workspace’s codes as a member', () => {
  let server: TestServer;
  let asOwner: () => Promise<void>;
  let asMember: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer();
    const { em } = server.app.get(MikroORM);
    const [owner, member] = [await aUser(server, { subscribed: false }), await aUser(server, { subscribed: false })];
    // The owner's personal workspace (its id is theirs), which the member is an editor of.
    await server.inject({ method: 'GET', url: '/api/workspaces', cookies: owner.cookies });
    await addMember(server, owner.id, member, 'editor');
    await seedOrganisedCodes(em, owner.id, CODES);
    await em.getConnection().execute('vacuum analyze qr_codes');
    const list = (cookies: Record<string, string>, headers: Record<string, string>) => async () => {
      const { statusCode } = await server.inject({ method: 'GET', url: '/api/qr-codes', cookies, headers });
      if (statusCode !== 200) throw new Error(`list answered ${statusCode}`);
    };
    asOwner = list(owner.cookies, {});
    asMember = list(member.cookies, { 'liveqr-workspace': owner.id });
    await msPerCall(SLICE_MS, asOwner);
    await msPerCall(SLICE_MS, asMember);
  }, 600_000);
  afterAll(() => server.close());

  it(`page 1 of ${CODES} codes: a member with the header against the owner without it`, async () => {
    const { baselineMs, subjectMs, ratio } = await compareAlternating(ROUNDS, SLICE_MS, asOwner, asMember);
    console.log(
      `owner ${baselineMs.toFixed(2)} ms, member in the workspace ${subjectMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)} (target <= ${MAX_RATIO})`,
    );
    expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
  });
});
