/**
 * A tiny authoritative DNS server over UDP for tests: answers TXT and CNAME questions from a
 * table the test fills, NXDOMAIN for names it does not know. Enough of RFC 1035 for
 * `node:dns`'s resolver (c-ares) to read the answers; nothing here runs in production.
 */
import { createSocket, type Socket } from 'node:dgram';

export interface FakeDnsZone {
  txt: Map<string, string[]>;
  cname: Map<string, string>;
}

const TYPE = { CNAME: 5, TXT: 16 } as const;

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter((p) => p !== '')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (msg[at]! !== 0) {
    const len = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'));
    at += 1 + len;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

function answer(query: Buffer, zone: FakeDnsZone): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const answers: Buffer[] = [];
  const cname = zone.cname.get(name);
  if (type === TYPE.CNAME && cname) answers.push(record(TYPE.CNAME, encodeName(cname)));
  if (type === TYPE.TXT) {
    for (const value of zone.txt.get(name) ?? []) {
      const bytes = Buffer.from(value, 'utf8');
      answers.push(record(TYPE.TXT, Buffer.concat([Buffer.from([bytes.length]), bytes])));
    }
  }
  const known = zone.txt.has(name) || zone.cname.has(name);
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // id
  header.writeUInt16BE(0x8400 | (known ? 0 : 3), 2); // response, authoritative, NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, question, ...answers]);
}

/** Starts the server on a free loopback port; `address` goes into DNS_SERVERS. */
export async function startFakeDns(
  zone: FakeDnsZone,
): Promise<{ address: string; close(): Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg, peer) => {
    try {
      socket.send(answer(msg, zone), peer.port, peer.address);
    } catch {
      // A malformed question: no answer, as a real server would time out.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
