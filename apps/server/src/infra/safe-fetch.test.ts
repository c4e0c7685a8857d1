import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUrl,
  classifyAddress,
  isAllowedAddress,
  safeRequest,
  urlProblemReason,
  type AddressResolver,
  type ResolvedAddress,
} from './safe-fetch.js';

/** A DNS of our own: nothing here asks the real one (no network in tests). */
function fakeDns(records: Record<string, string[]>): AddressResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolver = async (host: string): Promise<ResolvedAddress[]> => {
    asked.push(host);
    // Like DNS: a name with its final dot is the same name.
    const answer = records[host.replace(/\.$/, '')];
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { asked });
}

const dns = fakeDns({
  'push.example.com': ['93.184.215.14'],
  'dual.example.com': ['93.184.215.14', '2606:2800:220:1::1'],
  'metadata.google.internal.example': ['169.254.169.254'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  '10.0.0.1.nip.io': ['10.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '10.0.0.7'],
  'v6-private.example.com': ['fd00:ec2::254'],
  'mapped.example.com': ['::ffff:169.254.169.254'],
  'xn--bcher-kva.example': ['192.168.1.1'],
  localhost: ['127.0.0.1', '::1'],
});
const strict = { allowLoopback: false, resolver: dns };
const dev = { allowLoopback: true, resolver: dns };

describe('classifyAddress / isAllowedAddress', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'], // documentation TEST-NET-1
    ['198.51.100.1', 'reserved'], // TEST-NET-2
    ['203.0.113.1', 'reserved'], // TEST-NET-3
    ['198.18.0.1', 'reserved'], // benchmarking
    ['192.88.99.1', 'reserved'], // 6to4 relay
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'], // AWS metadata over IPv6
    ['ff02::1', 'multicast'],
    // IPv4-mapped, both spellings: judged as the IPv4 address inside.
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:0:7f00:1', 'rfc6145'], // IPv4-translated
    ['::7f00:1', 'not global unicast'], // IPv4-compatible (deprecated)
    ['::a9fe:a9fe', 'not global unicast'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'], // NAT64 of 169.254.169.254
    ['64:ff9b:1::a00:1', 'rfc6052'], // local-use NAT64
    ['2002:a9fe:a9fe::1', '6to4'], // 6to4 of 169.254.169.254
    ['2002:7f00:1::1', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'reserved'], // documentation
    ['3fff::1', 'reserved'], // documentation (RFC 9637)
    ['100::1', 'discard'],
    ['4000::1', 'not global unicast'],
    ['not an ip', 'invalid'],
    ['127.1', 'invalid'], // only canonical forms come from the URL parser and resolvers
    ['2130706433', 'invalid'],
  ])('refuses %s (%s)', (ip, range) => {
    expect(classifyAddress(ip).range).toBe(range);
    expect(isAllowedAddress(ip, { allowLoopback: false })).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
  ])('allows %s', (ip) => {
    expect(classifyAddress(ip).kind).toBe('public');
    expect(isAllowedAddress(ip, { allowLoopback: false })).toBe(true);
  });

  it('allows loopback only, and only when asked', () => {
    for (const ip of ['127.0.0.1', '127.200.0.1', '::1', '::ffff:7f00:1'])
      expect(isAllowedAddress(ip, { allowLoopback: true }), ip).toBe(true);
    for (const ip of ['10.0.0.1', '169.254.169.254', '::ffff:a9fe:a9fe', 'fd00::1', '0.0.0.0'])
      expect(isAllowedAddress(ip, { allowLoopback: true }), ip).toBe(false);
  });
});

describe('checkUrl: every spelling of an inside address is refused', () => {
  const PRIVATE = /private or reserved/;
  it.each([
    // IPv4-mapped IPv6, dotted and hex (the URL parser writes the dotted form as hex)
    'https://[::ffff:127.0.0.1]:8443/push',
    'https://[::ffff:7f00:1]/push',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[0:0:0:0:0:ffff:a00:1]/',
    'https://[::ffff:0:7f00:1]/', // IPv4-translated
    'https://[::127.0.0.1]/', // IPv4-compatible
    'https://[64:ff9b::a9fe:a9fe]/', // NAT64
    'https://[2002:a9fe:a9fe::]/', // 6to4
    'https://[2001::1]/', // Teredo
    'https://[::1]/',
    'https://[fe80::1]/',
    'https://[fd00:ec2::254]/',
    // IPv4 in decimal, octal, hex and short forms
    'https://2130706433/',
    'https://0177.0.0.1/',
    'https://017700000001/',
    'https://0x7f.1/',
    'https://0x7f000001/',
    'https://0x7F.0.0.1/',
    'https://127.1/',
    'https://127.0.1/',
    'https://2852039166/', // 169.254.169.254
    'https://0xa9.0xfe.0xa9.0xfe/',
    'https://0251.0376.0251.0376/',
    'https://10.1/',
    'https://0/',
    'https://0.0.0.0/',
    'https://255.255.255.255/',
    'https://100.64.0.1/',
    'https://198.18.0.1/',
    'https://192.0.2.1/',
    // trailing dots
    'https://127.0.0.1./',
    'https://localhost./',
    'https://localhost../',
    // IDN and full-width characters that the parser maps to an inside address or name
    'https://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/',
    'https://LOCALHOST/',
    'https://１２７.０.０.１/',
    'https://127。0。0。1/', // ideographic full stops
    'https://xn--bcher-kva.example/',
    'https://bücher.example/', // → xn--bcher-kva.example → 192.168.1.1
    // names that resolve inside, and local names
    'https://metadata.google.internal/',
    'https://metadata.google.internal.example/',
    'https://metadata/',
    'https://printer.local/',
    'https://router.home.arpa/',
    'https://app.localhost/',
    'https://127.0.0.1.nip.io/',
    'https://10.0.0.1.nip.io/',
    'https://mixed.example.com/', // one public and one private address: refused
    'https://v6-private.example.com/',
    'https://mapped.example.com/',
  ])('%s', async (url) => {
    expect(await checkUrl(url, strict)).toMatch(PRIVATE);
  });

  it('allows public literals and names (every address public)', async () => {
    for (const url of [
      'https://8.8.8.8/x',
      'https://[2606:4700::1111]/x',
      'https://[::ffff:8.8.8.8]/x',
      'https://134744072/x', // 8.8.8.8 in decimal: a public address whatever its spelling
      'https://push.example.com/x',
      'https://PUSH.example.com./x',
      'https://dual.example.com/x',
    ])
      expect(await checkUrl(url, strict), url).toBeNull();
  });

  it('refuses plain http, credentials, other schemes and unknown names', async () => {
    expect(await checkUrl('http://push.example.com/x', strict)).toMatch(/https/);
    expect(await checkUrl('ftp://push.example.com/x', strict)).toMatch(/https/);
    expect(await checkUrl('https://u:p@push.example.com/x', strict)).toMatch(/user name/);
    expect(await checkUrl('not a url', strict)).toMatch(/full https/);
    expect(await checkUrl('https://nowhere.example.com/x', strict)).toMatch(/could not be found/);
    expect(
      await checkUrl('https://nowhere.example.com/x', { ...strict, unresolvable: 'accept' }),
    ).toBeNull();
  });

  it('names the reason of each refusal, for a client to say it in its own words', async () => {
    const reason = async (url: string) => urlProblemReason((await checkUrl(url, strict))!);
    expect(await reason('http://push.example.com/x')).toBe('https');
    expect(await reason('https://u:p@push.example.com/x')).toBe('credentials');
    expect(await reason('not a url')).toBe('not_url');
    expect(await reason('https://nowhere.example.com/x')).toBe('not_found');
    expect(await reason('https://10.0.0.1/x')).toBe('private');
    expect(await reason('https://printer.local/x')).toBe('private');
  });

  it('gives up on a resolver that does not answer, within the time given', async () => {
    const silent: AddressResolver = () => new Promise(() => {});
    const started = Date.now();
    expect(
      await checkUrl('https://slow.example.com/', {
        allowLoopback: false,
        resolver: silent,
        timeoutMs: 50,
      }),
    ).toMatch(/could not be found/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('lets loopback (and plain http to it) through in development only, nothing else', async () => {
    expect(await checkUrl('http://127.0.0.1:9/x', dev)).toBeNull();
    expect(await checkUrl('https://[::ffff:7f00:1]:9/x', dev)).toBeNull();
    expect(await checkUrl('http://localhost.:9/x', dev)).toBeNull();
    expect(await checkUrl('https://127.0.0.1.nip.io/x', dev)).toBeNull();
    expect(await checkUrl('http://10.0.0.1/x', dev)).toMatch(/private or reserved/);
    expect(await checkUrl('https://169.254.169.254/x', dev)).toMatch(/private or reserved/);
    expect(await checkUrl('http://push.example.com/x', dev)).toMatch(/https/);
  });

  it('names the development setting for a refused loopback address, when given one', async () => {
    const hint = 'set X_ALLOW=true';
    const hinted = { ...strict, loopbackHint: hint };
    expect(await checkUrl('http://127.0.0.1:8080/hook', hinted)).toBe(
      `The address must start with https:// — ${hint}`,
    );
    expect(await checkUrl('https://localhost/hook', hinted)).toMatch(
      /private or reserved.*X_ALLOW/,
    );
    expect(await checkUrl('https://127.0.0.1.nip.io/hook', hinted)).toMatch(/X_ALLOW/);
    // Not for addresses the setting would not open.
    expect(await checkUrl('http://10.0.0.1/hook', hinted)).not.toMatch(/X_ALLOW/);
    expect(await checkUrl('https://169.254.169.254/', hinted)).not.toMatch(/X_ALLOW/);
  });
});

describe('at connect time', () => {
  // A listener on loopback that counts every TCP connection it gets (TLS or not).
  let connections = 0;
  let listener: Server;
  let port = 0;
  const http = createHttpServer((_req, res) => res.end('reached'));
  let httpPort = 0;
  beforeAll(async () => {
    listener = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    httpPort = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await new Promise((resolve) => http.close(resolve));
  });
  const opts = { timeoutMs: 1000, maxBodyBytes: 1024 };
  const get = { method: 'GET' as const, headers: {} };

  it('never connects to an inside address, whatever its spelling', async () => {
    for (const url of [
      `https://127.0.0.1:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::ffff:7f00:1]:${port}/`,
      `https://2130706433:${port}/`,
      `https://0x7f.1:${port}/`,
      `https://localhost.:${port}/`,
      `https://127.0.0.1.nip.io:${port}/`,
    ])
      await expect(safeRequest(url, get, { ...strict, ...opts }), url).rejects.toThrow(
        /private or reserved/,
      );
    expect(connections).toBe(0);
  });

  it('connects to the address it checked, and resolves the name once (no rebinding)', async () => {
    // The first answer is loopback (allowed here), every later one a private address: the socket
    // must use the first, checked answer; asking again would meet the private one (or the real
    // DNS, which knows no such name).
    let calls = 0;
    const rebinding: AddressResolver = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const res = await safeRequest(`http://rebind.example.com:${httpPort}/`, get, {
      allowLoopback: true,
      resolver: rebinding,
      ...opts,
    });
    expect(res).toMatchObject({ status: 200, body: 'reached' });
    expect(calls).toBe(1);
    // The next request resolves again, meets the private answer and is refused.
    await expect(
      safeRequest(`http://rebind.example.com:${httpPort}/`, get, {
        allowLoopback: true,
        resolver: rebinding,
        ...opts,
      }),
    ).rejects.toThrow(/private or reserved/);
  });

  it('connects to an allowed loopback receiver in development, by name too', async () => {
    expect(
      await safeRequest(`http://localhost.:${httpPort}/`, get, { ...dev, ...opts }),
    ).toMatchObject({ status: 200, body: 'reached' });
    expect(
      await safeRequest(`http://127.0.0.1.nip.io:${httpPort}/`, get, { ...dev, ...opts }),
    ).toMatchObject({ status: 200, body: 'reached' });
  });

  it('does not follow redirects', async () => {
    const redirecting = createHttpServer((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const p = (redirecting.address() as AddressInfo).port;
    const res = await safeRequest(`http://127.0.0.1:${p}/`, get, { ...dev, ...opts });
    expect(res.status).toBe(302);
    await new Promise((resolve) => redirecting.close(resolve));
  });
});
