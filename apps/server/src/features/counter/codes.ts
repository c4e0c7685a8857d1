/**
 * The secrets of counter devices: the one-time pairing code the owner reads out or types (8
 * characters of an alphabet without look-alikes: no I, O, 0 or 1), and the device's own token
 * (`pdc_` + 256 bits). Both are stored only as their SHA-256 hash: the code lives 15 minutes and
 * is tried under a per-address limit, the token is random — a slow hash would add nothing but work
 * to every request.
 */
import { randomBytes } from 'node:crypto';
import { DEVICE_TOKEN_PREFIX } from '@playdesk/contract';
import { newSecretToken } from '../../lib/tokens.js';

/** 32 symbols: a random byte's low 5 bits pick one, each as likely as the others. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

export function newPairingCode(): string {
  return [...randomBytes(PAIRING_CODE_LENGTH)].map((b) => ALPHABET[b & 31]).join('');
}

/** A code as typed ("abcd-efgh ", "ABCD EFGH") in the form it was made. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function newDeviceToken(): string {
  return `${DEVICE_TOKEN_PREFIX}${newSecretToken()}`;
}
