/**
 * A push subscription's endpoint is a URL the server will POST to: only https, and never an
 * address inside our own network (loopback, private, link-local, unique-local), so a subscription
 * cannot turn the delivery job into a way to reach internal services. Tests allow loopback.
 */
import { isIP } from 'node:net';

function privateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function privateV6(ip: string): boolean {
  const v = ip.toLowerCase();
  if (v === '::' || v === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return privateV4(mapped[1]!);
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(v);
}

/** The problem with an endpoint, or null when it may be used. */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// URL.';
  if (url.username || url.password) return 'The push endpoint must not contain credentials.';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = isIP(host);
  if (kind === 4 && privateV4(host)) return 'The push endpoint must be a public address.';
  if (kind === 6 && privateV6(host)) return 'The push endpoint must be a public address.';
  if (kind === 0 && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')))
    return 'The push endpoint must be a public address.';
  return null;
}
