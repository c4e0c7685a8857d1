import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2), OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Used when the email is unknown, so a login takes as long whether or not the user exists.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
