import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandling, tooManyRequests } from './errors.js';

describe('a lost database connection', () => {
  it('is told from a bug by its code or node-postgres message', () => {
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNRESET' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    // As Drizzle reports it: its own error, the driver's as the cause.
    const wrapped = new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('bug') }))).toBe(
      false,
    );
  });

  it('answers 503 with Retry-After; a bug still answers 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/cut', () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    app.get('/bug', () => {
      throw new TypeError('x is undefined');
    });
    const cut = await app.inject({ method: 'GET', url: '/cut' });
    expect(cut.statusCode).toBe(503);
    expect(cut.headers['retry-after']).toBe('1');
    expect(cut.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a 429', () => {
  it('always carries Retry-After: the wait it knows, else a minute', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/limited', () => {
      throw tooManyRequests('Too many attempts. Please try again in 13 seconds.', 12.2);
    });
    app.get('/plugin', () => {
      throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    const limited = await app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('13');
    const plugin = await app.inject({ method: 'GET', url: '/plugin' });
    expect(plugin.statusCode).toBe(429);
    expect(plugin.headers['retry-after']).toBe('60');
    expect(plugin.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'request.too_many',
      params: { seconds: 60 },
    });
    await app.close();
  });
});
