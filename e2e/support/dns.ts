/**
 * DNS records for the browser tests: the e2e server's fake DNS server (scripts/e2e-server.mjs)
 * answers from a zone file per server, read at each question, which these helpers write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverPort } from './server';

interface Zone {
  txt: Record<string, string[]>;
  cname: Record<string, string>;
}

const zoneFile = () => join(tmpdir(), `playdesk-e2e-dns-${serverPort()}.json`);

function readZone(): Zone {
  const zone = JSON.parse(readFileSync(zoneFile(), 'utf8')) as Partial<Zone>;
  return { txt: zone.txt ?? {}, cname: zone.cname ?? {} };
}

/** Publishes the TXT record `name` = `value` (beside any others of that name). */
export function publishTxt(name: string, value: string): void {
  const zone = readZone();
  const key = name.toLowerCase().replace(/\.$/, '');
  zone.txt[key] = [...(zone.txt[key] ?? []), value];
  writeFileSync(zoneFile(), JSON.stringify(zone));
}
