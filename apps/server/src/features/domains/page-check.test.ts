import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPageChecker, framingOf, isFetchableAddress } from './page-check.js';

const us = 'https://play.example.net';

describe('the page check', () => {
  it.each([
    ['93.184.215.14', false, true],
    ['2606:2800:220:1::1', false, true],
    ['127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['::1', false, false],
    ['10.1.2.3', true, false],
    ['192.168.1.1', false, false],
    ['172.20.0.1', false, false],
    ['169.254.169.254', true, false],
    ['100.64.0.1', false, false],
    ['0.0.0.0', false, false],
    ['::ffff:10.0.0.1', false, false],
    ['::ffff:127.0.0.1', false, false],
    ['fd00::1', false, false],
    ['fe80::1', false, false],
    ['not-an-ip', true, false],
  ])('%s (loopback allowed: %s) may be fetched: %s', (address, loopback, expected) => {
    expect(isFetchableAddress(address, loopback)).toBe(expected);
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
