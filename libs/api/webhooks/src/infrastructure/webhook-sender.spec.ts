import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { signature } from './webhook-sender';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const at = new Date('2026-11-28T12:00:00Z');
const seconds = Math.floor(at.getTime() / 1000);

/** What a receiver checks with the reference implementation. */
function verifies(body: string, signed: string, key = secret): boolean {
  try {
    new Webhook(key).verify(
      body,
      { 'webhook-id': 'msg_1', 'webhook-timestamp': String(seconds), 'webhook-signature': signed },
      { jsonParse: false } as never,
    );
    return true;
  } catch {
    return false;
  }
}

describe('signature', () => {
  beforeAll(() => jest.useFakeTimers({ now: at }));
  afterAll(() => jest.useRealTimers());

  it('signs as the standardwebhooks reference does, non-ASCII text included', () => {
    const body = JSON.stringify({ type: 'scan.created', data: { city: 'Zürich', note: 'café ☕ 🍕' } });
    expect(signature(secret, 'msg_1', seconds, body)).toBe(new Webhook(secret).sign('msg_1', at, body));
    expect(verifies(body, signature(secret, 'msg_1', seconds, body))).toBe(true);
    expect(signature(secret, 'msg_1', seconds, Buffer.from(body))).toBe(signature(secret, 'msg_1', seconds, body));
  });

  it('signs a message of 500 scans so that a receiver verifies it', () => {
    const scans = Array.from({ length: 500 }, (_, i) => ({ scanId: `scan-${i}`, city: 'Puyallup', country: 'US' }));
    const body = JSON.stringify({ type: 'scan.created', data: { scans } });
    expect(verifies(body, signature(secret, 'msg_1', seconds, body))).toBe(true);
  });

  it('signs nothing another secret, id or body verifies', () => {
    const body = '{"type":"scan.created"}';
    const signed = signature(secret, 'msg_1', seconds, body);
    expect(verifies(body, signed, `whsec_${randomBytes(24).toString('base64')}`)).toBe(false);
    expect(verifies('{"type":"scan.created "}', signed)).toBe(false);
    expect(verifies(body, signature(secret, 'msg_2', seconds, body))).toBe(false);
  });
});
