/**
 * What a session keeps of where it was opened (docs/team-and-sign-in.md#sessions): the IP
 * address's network, never the address itself, and the device class, browser and system read
 * from the user agent, never the header. Enough for a person to recognise "my laptop at the
 * office" in their list of sessions, and no more personal data than that.
 */
import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { SESSION_DEVICES } from '@playdesk/contract';

type Device = (typeof SESSION_DEVICES)[number];

/** "203.0.113.0/24" for 203.0.113.7; "2001:db8:12::/48" for an IPv6 address; null otherwise. */
export function ipNetwork(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  // Expand "::" to find the first three groups, then print them without leading zeros.
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const first = groups.slice(0, 3).map((g) => parseInt(g || '0', 16).toString(16));
  return `${first.join(':')}::/48`;
}

export interface DeviceSummary {
  device: Device | null;
  browser: string | null;
  os: string | null;
}

const cut = (value: string | undefined, max = 60): string | null =>
  value ? value.slice(0, max) : null;

/** The device class, browser and system of a user agent ("Chrome 131", "macOS 14.5"). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  // Bowser reads the whole string; a real user agent is a few hundred characters.
  if (!userAgent || userAgent.length > 1000) return { device: null, browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device: Device =
    type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? cut([parsed.browser.name, major].filter(Boolean).join(' '))
    : null;
  const os = parsed.os.name
    ? cut([parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' '))
    : null;
  return { device: browser || os ? device : null, browser, os };
}
