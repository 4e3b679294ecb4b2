import {
  QueueScanWebhooksCommand,
  SCANS_PER_MESSAGE,
  scanMessageItems,
  type SqlTransaction,
  type ToldScans,
} from '@liveqr/shared/contracts';
import type { WebhookOutbox } from '../../webhook-outbox';
import { QueueScanWebhooksHandler } from './queue-scan-webhooks.handler';

function told(ownerId: string, from: number, count: number): ToldScans {
  const scans = Array.from({ length: count }, (_, i) => ({
    scanId: `scan-${from + i}`,
    qrCodeId: 'code-1',
    scannedAt: new Date(0).toISOString(),
    country: 'DE',
    city: 'Zürich',
    operatingSystem: 'iOS',
    deviceType: 'mobile',
    browser: 'Safari',
    route: 'default' as const,
  }));
  return { ownerId, count, items: scanMessageItems(scans) };
}

describe('QueueScanWebhooksHandler', () => {
  const transaction = {} as SqlTransaction;
  const publishWithin = jest.fn(async () => undefined);
  const handler = new QueueScanWebhooksHandler({ publishWithin } as unknown as WebhookOutbox);

  beforeEach(() => publishWithin.mockClear());

  /** The messages queued, as owner and scan ids. */
  async function messagesOf(scans: ToldScans[]) {
    await handler.execute(new QueueScanWebhooksCommand(scans, transaction));
    const [[type, messages, within]] = publishWithin.mock.calls as unknown as [
      [string, Array<{ ownerId: string; data: string }>, SqlTransaction],
    ];
    expect(type).toBe('scan.created');
    expect(within).toBe(transaction);
    return messages.map(({ ownerId, data }) => ({
      ownerId,
      scanIds: (JSON.parse(data) as { scans: Array<{ scanId: string }> }).scans.map(({ scanId }) => scanId),
    }));
  }

  it("joins each owner's scans of several batches into one message, in the order they came", async () => {
    const messages = await messagesOf([told('a', 1, 2), told('b', 10, 1), told('a', 3, 1)]);
    expect(messages).toEqual([
      { ownerId: 'a', scanIds: ['scan-1', 'scan-2', 'scan-3'] },
      { ownerId: 'b', scanIds: ['scan-10'] },
    ]);
  });

  it(`carries at most ${SCANS_PER_MESSAGE} scans in a message, never splitting a batch's`, async () => {
    const messages = await messagesOf([told('a', 0, 300), told('a', 300, 200), told('a', 500, 1), told('a', 501, 400)]);
    expect(messages.map(({ scanIds }) => scanIds.length)).toEqual([500, 401]);
    expect(messages.flatMap(({ scanIds }) => scanIds)).toEqual(Array.from({ length: 901 }, (_, i) => `scan-${i}`));
  });
});
