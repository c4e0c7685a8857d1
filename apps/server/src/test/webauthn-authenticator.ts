/**
 * A software WebAuthn authenticator for the API tests: an EC P-256 key made with node:crypto,
 * answering the server's options with real `none` attestations and signed assertions, as a
 * browser with a passkey would (authenticatorData, clientDataJSON, CBOR, COSE key, DER signature).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAssertion, PasskeyAttestation } from '@playdesk/contract';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | boolean;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'boolean') return Buffer.from([value ? 0xf5 : 0xf4]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface SoftwareAuthenticator {
  /** The credential id, base64url. */
  readonly credentialId: string;
  /** Answers creation options (`POST auth/passkeys/options`). */
  register(options: Options): PasskeyAttestation;
  /** Answers request options; `userVerified` false: presence only (no PIN or biometric). */
  assert(options: Options, opts?: { userVerified?: boolean; challenge?: string }): PasskeyAssertion;
}

/**
 * A new authenticator holding one credential for `origin` (the relying party id comes from the
 * options). `signCount` goes up by one per assertion.
 */
export function softwareAuthenticator(origin: string): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  let userHandle: string | undefined;

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  };

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const counter = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    credentialId: b64url(credentialId),
    register(options) {
      const rpId = options.rp?.id ?? options.rpId ?? '';
      userHandle = options.user?.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
        counter(signCount),
        Buffer.alloc(16), // aaguid
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, opts = {}) {
      const rpId = options.rpId ?? options.rp?.id ?? '';
      signCount += 1;
      const flags = FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counter(signCount)]);
      const clientDataJSON = clientData('webauthn.get', opts.challenge ?? options.challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
