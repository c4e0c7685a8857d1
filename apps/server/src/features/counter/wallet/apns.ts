/**
 * The push that tells Wallet a pass changed (Apple's "Updating a pass"): an empty JSON payload to
 * APNs over HTTP/2, `POST <APPLE_PASS_PUSH_URL>/3/device/<push token>` with the pass type id as
 * the topic, authenticated by the pass type certificate as the TLS client certificate. Wallet then
 * asks the web service which serials changed and fetches them. The endpoint is configurable so
 * the tests send to a local fake HTTP/2 server.
 */
import { connect, constants } from 'node:http2';
import type { ApplePassConfig } from '../../../config.js';

export interface PushResult {
  token: string;
  status: number;
  /** APNs' `reason` on a refusal (`BadDeviceToken`, `Unregistered`…). */
  reason: string | null;
}

const TIMEOUT_MS = 10_000;

/** Tests only: the CA of a local fake APNs to trust (never set from the configuration). */
let testCa: string | null = null;
export function trustApnsCaForTests(ca: string | null): void {
  testCa = ca;
}

/** Pushes to each token on one HTTP/2 connection; answers each token's status. */
export async function pushPassUpdates(
  apple: ApplePassConfig,
  tokens: readonly string[],
): Promise<PushResult[]> {
  if (tokens.length === 0) return [];
  const session = connect(apple.pushUrl, {
    cert: apple.certPem,
    key: apple.keyPem,
    ...(apple.keyPassphrase ? { passphrase: apple.keyPassphrase } : {}),
    ...(testCa ? { ca: testCa } : {}),
  });
  const failed = new Promise<never>((_, reject) => session.once('error', reject));
  failed.catch(() => undefined);
  try {
    return await Promise.all(
      tokens.map((token) => Promise.race([failed, pushOne(session, apple.passTypeId, token)])),
    );
  } finally {
    session.close();
  }
}

function pushOne(
  session: ReturnType<typeof connect>,
  topic: string,
  token: string,
): Promise<PushResult> {
  return new Promise((resolve, reject) => {
    const req = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
      [constants.HTTP2_HEADER_CONTENT_TYPE]: 'application/json',
      'apns-topic': topic,
      'apns-push-type': 'background',
      'apns-priority': '5',
    });
    req.setTimeout(TIMEOUT_MS, () => req.close(constants.NGHTTP2_CANCEL));
    let status = 0;
    const chunks: Buffer[] = [];
    req.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS]);
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('close', () => {
      if (status === 0) return reject(new Error('APNs closed the stream without an answer'));
      let reason: string | null = null;
      if (status !== 200) {
        try {
          reason =
            (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason ??
            null;
        } catch {
          reason = null;
        }
      }
      resolve({ token, status, reason });
    });
    req.end('{}');
  });
}
