import { createHash } from 'node:crypto';
import { randomString } from './random.js';

/** A fresh secret token (256 bits) for a session or a reset link; only its hash is stored. */
export function newSecretToken(): string {
  return randomString(32, 'base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
