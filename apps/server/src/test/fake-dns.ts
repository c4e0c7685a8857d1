/**
 * A DNS of a test's own for the address guard (infra/safe-fetch.ts): `answers` maps a host name
 * (trailing dot ignored) to its addresses; any other name is ENOTFOUND. Nothing asks the real DNS.
 */
import type { AddressResolver } from '../infra/safe-fetch.js';

export function fakeDns(): { answers: Map<string, string[]>; resolver: AddressResolver } {
  const answers = new Map<string, string[]>();
  const resolver: AddressResolver = async (host) => {
    const answer = answers.get(host.replace(/\.$/, ''));
    if (!answer) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { answers, resolver };
}
