/**
 * The TXT record proving a business controls a DNS name (`_playdesk.{name}` =
 * `playdesk-verify={token}`): one check for custom domains and single sign-on's email domains
 * (docs/custom-domains.md, docs/single-sign-on.md), through the same resolver.
 */
import { txtRecordName, txtRecordValue } from '@playdesk/contract';
import { DnsLookupError, type DnsResolver } from './dns.js';

/** Why the TXT record does not prove `name` yet, in the business's words; null when it does. */
export async function txtProblem(
  resolver: DnsResolver,
  name: string,
  token: string,
): Promise<string | null> {
  const record = txtRecordName(name);
  const expected = txtRecordValue(token);
  try {
    const txt = await resolver.txt(record);
    if (txt.length === 0)
      return `No TXT record found at ${record}. Create it with the value ${expected}; DNS changes can take a few minutes to show.`;
    if (!txt.includes(expected))
      return `The TXT record at ${record} does not hold ${expected} (found: ${txt
        .slice(0, 3)
        .map((v) => v.slice(0, 80))
        .join(', ')}).`;
    return null;
  } catch (err) {
    if (err instanceof DnsLookupError)
      return `The DNS lookup failed (${err.code}). Try again in a few minutes.`;
    throw err;
  }
}
