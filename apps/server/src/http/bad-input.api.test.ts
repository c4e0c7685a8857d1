import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../test/harness.js';

const t = await fileTestContext();

const raw = (
  method: 'POST' | 'GET',
  url: string,
  payload?: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/services/api/v1/${url}`, payload, headers });

describe('bad input never causes a 500', () => {
  it('malformed JSON → 400 with a message', async () => {
    const res = await raw('POST', 'login', '{"email": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('an empty JSON body → 400', async () => {
    const res = await raw('POST', 'login', '', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/empty/);
  });

  it('wrong content type → 415', async () => {
    const res = await raw('POST', 'login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type; send application/json.' });
  });

  it('a text/plain body → 415 naming the accepted type', async () => {
    const res = await raw('POST', 'login', '{"email":"a@b.co","password":"x"}', {
      'content-type': 'text/plain',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type; send application/json.' });
  });

  it('a __proto__ or constructor.prototype key → 400 saying the field is not allowed', async () => {
    const cases = [
      ['{"email":"a@b.co","__proto__":{"admin":true}}', '__proto__'],
      ['{"email":"a@b.co","\\u005f_proto__":{"admin":true}}', '__proto__'],
      ['{"values":{"a":{"constructor":{"prototype":{}}}}}', 'values.a.constructor.prototype'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await raw('POST', 'login', body, { 'content-type': 'application/json' });
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({
        message: 'The request is not valid.',
        errors: [`${field}: This field is not allowed`],
      });
    }
  });

  it('wrong types and missing fields → 400 listing each field', async () => {
    const res = await raw('POST', 'register', JSON.stringify({ email: 42, business_name: ['x'] }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: string[] }>().errors;
    for (const field of ['email', 'business_name', 'password', 'plan']) {
      expect(
        errors.some((e) => e.startsWith(`${field}:`)),
        field,
      ).toBe(true);
    }
  });

  it('a JSON array or string instead of an object → 400', async () => {
    for (const body of ['[]', '"hello"', 'null']) {
      const res = await raw('POST', 'login', body, { 'content-type': 'application/json' });
      expect(res.statusCode, body).toBe(400);
    }
  });

  it('a huge payload → 413 with a message', async () => {
    const res = await raw(
      'POST',
      'login',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('an over-long password and an over-long account id → 400', async () => {
    const res = await raw(
      'POST',
      'login',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(500) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(400);
    const { token } = await t.login('owner@playdesk.test');
    const long = await raw('POST', `change-login/${'a'.repeat(150)}`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(long.statusCode).toBe(400);
  });

  it('unknown API routes → 404 JSON', async () => {
    const res = await raw('GET', 'no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /services/api/v1/no-such-thing' });
    const post = await raw('POST', 'no-such-thing', '{}', { 'content-type': 'application/json' });
    expect(post.statusCode).toBe(404);
  });
});
