import { createServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPageChecker, framingOf } from './page-check.js';

const us = 'https://play.example.net';

describe('the page check', () => {
  it('goes through the address guard: no spelling of loopback is reached', async () => {
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const resolver = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const closed = createPageChecker({ allowLoopback: false, resolver });
    try {
      for (const page of [
        `http://127.0.0.1:${port}/`,
        `http://[::ffff:127.0.0.1]:${port}/`, // the URL parser writes [::ffff:7f00:1]
        `http://2130706433:${port}/`,
        `http://0x7f.1:${port}/`,
        `http://localhost.:${port}/`,
        `http://shop.127.0.0.1.nip.io:${port}/`,
      ])
        expect(await closed.check(page, us), page).toEqual({
          frameable: false,
          reason: 'Playdesk could not reach the page to check it.',
        });
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it('reads X-Frame-Options and CSP frame-ancestors (CSP wins)', () => {
    expect(framingOf({}, us)).toEqual({ frameable: true, reason: null });
    expect(framingOf({ 'x-frame-options': 'DENY' }, us).frameable).toBe(false);
    expect(framingOf({ 'x-frame-options': 'sameorigin' }, us).frameable).toBe(false);
    expect(
      framingOf({ 'content-security-policy': "default-src 'self'; frame-ancestors 'self'" }, us)
        .frameable,
    ).toBe(false);
    expect(
      framingOf({ 'content-security-policy': 'frame-ancestors https://*.example.net' }, us)
        .frameable,
    ).toBe(true);
    expect(
      framingOf(
        { 'content-security-policy': `frame-ancestors ${us}`, 'x-frame-options': 'DENY' },
        us,
      ).frameable,
    ).toBe(true);
    expect(framingOf({ 'content-security-policy': 'frame-ancestors *' }, us).frameable).toBe(true);
    expect(framingOf({ 'content-security-policy': "frame-ancestors 'none'" }, us).frameable).toBe(
      false,
    );
  });

  it('never reaches loopback unless allowed, and follows a redirect', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/deny' });
        return res.end();
      }
      if (req.url === '/deny') res.setHeader('x-frame-options', 'DENY');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const closed = createPageChecker({ allowLoopback: false });
      expect(await closed.check(`${base}/`, us)).toEqual({
        frameable: false,
        reason: 'Playdesk could not reach the page to check it.',
      });
      const open = createPageChecker({ allowLoopback: true });
      expect(await open.check(`${base}/`, us)).toEqual({ frameable: true, reason: null });
      expect((await open.check(`${base}/moved`, us)).frameable).toBe(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
