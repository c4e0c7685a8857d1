import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl, guardedLookup, isAllowedAddress, safeRequest } from './safe-fetch.js';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.9.9.9',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::ffff:127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not an ip',
  ])('refuses %s', (ip) => expect(isAllowedAddress(ip, strict)).toBe(false));

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (ip) => expect(isAllowedAddress(ip, strict)).toBe(true),
  );

  it('allows loopback only, and only when asked', () => {
    expect(isAllowedAddress('127.0.0.1', dev)).toBe(true);
    expect(isAllowedAddress('::1', dev)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', dev)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', dev)).toBe(false);
  });
});

describe('checkUrl (at save)', () => {
  it('refuses private literals, private names and plain http', async () => {
    expect(await checkUrl('https://10.0.0.1/x', strict)).toMatch(/private or reserved/);
    expect(await checkUrl('https://localhost/x', strict)).toMatch(/private or reserved/);
    expect(await checkUrl('http://8.8.8.8/x', strict)).toMatch(/https/);
    expect(await checkUrl('https://u:p@8.8.8.8/x', strict)).toMatch(/user name/);
    expect(await checkUrl('https://8.8.8.8/x', strict)).toBeNull();
  });
  it('lets loopback http through in development only', async () => {
    expect(await checkUrl('http://127.0.0.1:9/x', dev)).toBeNull();
    expect(await checkUrl('http://localhost:9/x', dev)).toBeNull();
    expect(await checkUrl('http://10.0.0.1/x', dev)).toMatch(/private or reserved/);
  });
});

describe('at connect time', () => {
  const server = createServer((_req, res) => res.end('reached'));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('the lookup refuses a name that resolves to a private address (rebinding)', async () => {
    const lookup = guardedLookup(strict);
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EUNSAFEADDRESS');
  });

  it('never connects to a refused address, and connects to an allowed one', async () => {
    const opts = { timeoutMs: 1000, maxBodyBytes: 1024 };
    await expect(
      safeRequest(
        `https://127.0.0.1:${port}/`,
        { method: 'GET', headers: {} },
        { ...strict, ...opts },
      ),
    ).rejects.toThrow(/private or reserved/);
    await expect(
      safeRequest(
        `https://localhost:${port}/`,
        { method: 'GET', headers: {} },
        { ...strict, ...opts },
      ),
    ).rejects.toThrow(/private or reserved/);
    const ok = await safeRequest(
      `http://localhost:${port}/`,
      { method: 'GET', headers: {} },
      { ...dev, ...opts },
    );
    expect(ok).toEqual({ status: 200, body: 'reached' });
  });

  it('does not follow redirects', async () => {
    const redirecting = createServer((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const p = (redirecting.address() as AddressInfo).port;
    const res = await safeRequest(
      `http://127.0.0.1:${p}/`,
      { method: 'GET', headers: {} },
      { ...dev, timeoutMs: 1000, maxBodyBytes: 1024 },
    );
    expect(res.status).toBe(302);
    await new Promise((resolve) => redirecting.close(resolve));
  });
});
