import type { AppConfig, Mailer } from '@liveqr/api/platform';
import type { QueryBus } from '@nestjs/cqrs';
import type { DeliveryQueue } from '../infrastructure/delivery-queue';
import type { DueDelivery, WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';
import type { WebhookSender } from '../infrastructure/webhook-sender';
import { DeliveryAttempts, WebhookRetrySchedule } from './delivery-attempts';
import type { ScanListeners } from './scan-listeners';
import type { WebhookDestinations } from './webhook-destinations';

function aDelivery(id: string, url: string): DueDelivery {
  return {
    id,
    body: '{"type":"scan.created"}',
    attempts: 0,
    createdAt: new Date(),
    endpoint: { id: `endpoint-${url}`, userId: 'owner-1', url, secret: 'whsec_c2VjcmV0', enabled: true },
  };
}

describe('DeliveryAttempts', () => {
  let due: DueDelivery[];
  const endpoints = {
    due: jest.fn(async () => due),
    claim: jest.fn(async () => due),
    recordAttempts: jest.fn(async () => []),
  };
  const queue = { retryWithin: jest.fn(async () => undefined), leaseSeconds: 60 };
  const sender = {
    timeoutMs: 10_000,
    send: jest.fn(async (_url: string, _message: { id: string }) => ({ ok: true as const, status: 200 })),
  };
  const destinations = { problem: jest.fn(async (_url: string): Promise<'not_public' | null> => null) };
  const attempts = new DeliveryAttempts(
    endpoints as unknown as WebhookEndpointsRepository,
    queue as unknown as DeliveryQueue,
    sender as unknown as WebhookSender,
    destinations as unknown as WebhookDestinations,
    new WebhookRetrySchedule(),
    {} as QueryBus,
    {} as Mailer,
    {} as ScanListeners,
    {} as AppConfig,
  );

  beforeEach(() => {
    jest.clearAllMocks();
    destinations.problem.mockImplementation(async () => null);
  });

  it('sends every due message once, checks each URL once, and logs the batch in one write', async () => {
    due = [
      aDelivery('msg_1', 'https://a.example'),
      aDelivery('msg_2', 'https://a.example'),
      aDelivery('msg_3', 'https://b.example'),
    ];
    destinations.problem.mockImplementation(async (url) => (url === 'https://b.example' ? 'not_public' : null));
    await attempts.attempt(due.map(({ id }) => id));
    expect(destinations.problem.mock.calls.map(([url]) => url)).toEqual(['https://a.example', 'https://b.example']);
    expect(sender.send.mock.calls.map(([url, message]) => [url, message.id])).toEqual([
      ['https://a.example', 'msg_1'],
      ['https://a.example', 'msg_2'],
    ]);
    expect(endpoints.recordAttempts).toHaveBeenCalledTimes(1);
    const [[records]] = endpoints.recordAttempts.mock.calls as unknown as [[Array<{ id: string; status: string }>]];
    expect(records.map(({ id, status }) => [id, status])).toEqual([
      ['msg_1', 'succeeded'],
      ['msg_2', 'succeeded'],
      ['msg_3', 'pending'],
    ]);
  });

  it('fails the batch, logging nothing, when a check fails before its turn (the job is tried again)', async () => {
    due = [aDelivery('msg_1', 'https://a.example'), aDelivery('msg_2', 'https://b.example')];
    let allow: (problem: null) => void = () => undefined;
    destinations.problem.mockImplementation((url) =>
      url === 'https://a.example'
        ? new Promise((resolve) => (allow = resolve))
        : Promise.reject(new Error('The query bus is gone')),
    );
    const attempt = attempts.attempt(due.map(({ id }) => id));
    // b's check has failed while a's is still out: the batch waits for a's, then fails on b's.
    await new Promise((resolve) => setImmediate(resolve));
    allow(null);
    await expect(attempt).rejects.toThrow('The query bus is gone');
    expect(endpoints.recordAttempts).not.toHaveBeenCalled();
  });

  it('claims the first attempts of the messages this replica wrote, for the lease and an attempt together', async () => {
    due = [aDelivery('msg_1', 'https://a.example')];
    const leased = [
      { id: 'msg_1', body: due[0].body },
      { id: 'msg_taken_over', body: '{}' },
    ];
    await attempts.attemptLeased(leased);
    expect(endpoints.claim).toHaveBeenCalledWith(leased, 70);
    expect(endpoints.due).not.toHaveBeenCalled();
    expect(sender.send.mock.calls.map(([, message]) => message.id)).toEqual(['msg_1']);
  });

  it('reads the deliveries of jobs without claiming them', async () => {
    due = [aDelivery('msg_1', 'https://a.example')];
    await attempts.attempt(['msg_1']);
    expect(endpoints.due).toHaveBeenCalledWith(['msg_1']);
    expect(endpoints.claim).not.toHaveBeenCalled();
  });
});
