import { RateLimiter } from '@liveqr/api/platform';
import { Redis } from 'ioredis';
import { redisServerInstalled, startTestRedis, type TestRedis } from './support/redis-server';
import { startTestServer, type TestServer } from './support/test-server';

const WINDOW_MS = 60_000;

/** Two replicas on one database (and one Redis, when given): what one counts, the other sees. */
async function startReplicas(environment: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
  const a = await startTestServer(environment);
  const b = await startTestServer({ ...environment, DATABASE_URL: a.config.database.url as string });
  return [a, b];
}

function attempts(server: TestServer, key: string, limit = 3): Promise<boolean> {
  return server.app.get(RateLimiter).tryConsume(key, limit, WINDOW_MS);
}

describe('rate limits shared by replicas', () => {
  describe('on PostgreSQL alone', () => {
    let replicas: [TestServer, TestServer];
    beforeAll(async () => {
      replicas = await startReplicas();
    });
    afterAll(async () => {
      await replicas[1].close();
      await replicas[0].close();
    });

    it('counts attempts on either replica against one allowance', async () => {
      const [a, b] = replicas;
      expect([await attempts(a, 'shared'), await attempts(b, 'shared'), await attempts(a, 'shared')]).toEqual([
        true,
        true,
        true,
      ]);
      expect(await attempts(b, 'shared')).toBe(false);
      expect(await attempts(a, 'another-key')).toBe(true);
    });

    it('refuses over HTTP with 429 and the seconds to wait, whichever replica is asked', async () => {
      const [a, b] = replicas;
      const send = (server: TestServer) =>
        server.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: { name: 'Ada', email: 'ada@example.com', message: 'A question about plans.' },
        });
      const statuses = [];
      // The contact form allows five messages an hour from one address.
      for (let i = 0; i < 5; i++) statuses.push((await send(i % 2 === 0 ? a : b)).statusCode);
      expect(statuses.every((status) => status < 400)).toBe(true);
      const refused = await send(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });
    });

    it('counts a long key (an e-mail address, say) by its hash', async () => {
      const long = `reset:${'x'.repeat(300)}@example.com`;
      expect(await attempts(replicas[0], long, 1)).toBe(true);
      expect(await attempts(replicas[1], long, 1)).toBe(false);
    });
  });

  const withRedis = redisServerInstalled() ? describe : describe.skip;
  if (!redisServerInstalled()) console.warn('redis-server is not installed: the Redis rate-limit cases are skipped');

  withRedis('with Redis', () => {
    let redis: TestRedis;
    let replicas: [TestServer, TestServer];
    beforeAll(async () => {
      redis = await startTestRedis();
      replicas = await startReplicas({ REDIS_URL: redis.url });
    });
    afterAll(async () => {
      await replicas[1].close();
      await replicas[0].close();
      await redis.stop();
    });

    it('counts in Redis, shared by both replicas', async () => {
      const [a, b] = replicas;
      for (let i = 0; i < 3; i++) expect(await attempts(i % 2 ? b : a, 'in-redis')).toBe(true);
      expect(await attempts(b, 'in-redis')).toBe(false);
      const client = new Redis(redis.url);
      try {
        expect(await client.keys('rl:3/60000:in-redis')).toHaveLength(1);
      } finally {
        client.disconnect();
      }
    });

    it('keeps limiting through PostgreSQL while Redis is away, and goes back to Redis when it returns', async () => {
      const [a, b] = replicas;
      await redis.stop();
      for (let i = 0; i < 3; i++) expect(await attempts(i % 2 ? b : a, 'outage')).toBe(true);
      expect(await attempts(a, 'outage')).toBe(false);

      await redis.start();
      expect(await countsInRedisAgain(b, redis, 'after-outage')).toBe(true);
    });
  });

  withRedis('with Redis down when the replicas start', () => {
    let redis: TestRedis;
    let replicas: [TestServer, TestServer];
    beforeAll(async () => {
      redis = await startTestRedis();
      await redis.stop();
      replicas = await startReplicas({ REDIS_URL: redis.url });
    });
    afterAll(async () => {
      await replicas[1].close();
      await replicas[0].close();
      await redis.stop();
    });

    it('starts, limits through PostgreSQL, and moves to Redis once it is up', async () => {
      const [a, b] = replicas;
      for (let i = 0; i < 3; i++) expect(await attempts(i % 2 ? b : a, 'down-at-start')).toBe(true);
      expect(await attempts(b, 'down-at-start')).toBe(false);

      await redis.start();
      expect(await countsInRedisAgain(a, redis, 'after-start')).toBe(true);
    });
  });

  /** Whether, within ten seconds, new attempts on the replica are counted in Redis (ioredis reconnects in the background). */
  async function countsInRedisAgain(server: TestServer, redis: TestRedis, prefix: string): Promise<boolean> {
    const client = new Redis(redis.url);
    try {
      for (let i = 0; i < 100; i++) {
        await attempts(server, `${prefix}-${i}`);
        if ((await client.keys(`rl:3/60000:${prefix}-${i}`)).length === 1) return true;
        await new Promise((wait) => setTimeout(wait, 100));
      }
      return false;
    } finally {
      client.disconnect();
    }
  }

  it('refuses to start with a malformed REDIS_URL, naming it', async () => {
    await expect(startTestServer({ REDIS_URL: 'redis//nowhere' })).rejects.toThrow(
      /REDIS_URL must be a redis:\/\/ URL/,
    );
  });
});
