import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { rateLimited } from '../adapters/rate-limit';
import { errorsPlugin } from './errors';

/** Every 429 carries Retry-After (issue 13), whichever path made it. */
const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/limit', async () => {
    throw rateLimited({ count: 9, resetInMs: 12_500 });
  });
  app.get('/app-error', async () => {
    throw new AppError('RATE_LIMITED', 'Slow down');
  });
  app.get('/fastify-error', async () => {
    throw Object.assign(new Error('Slow down'), { statusCode: 429 });
  });
  app.get('/sent', async (_request, reply) => reply.status(429).send({ status: 429 }));
  await app.ready();
});
afterAll(() => app.close());

describe('429 answers', () => {
  it("a limit's own Retry-After is kept", async () => {
    const res = await app.inject('/limit');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('13');
    expect(res.json()).toMatchObject({ error: 'RATE_LIMITED', status: 429 });
  });

  it('any other 429 still says when to come back', async () => {
    for (const path of ['/app-error', '/fastify-error', '/sent']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(429);
      expect(Number(res.headers['retry-after']), path).toBeGreaterThan(0);
    }
  });
});
