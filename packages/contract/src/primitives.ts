import { z } from 'zod';

/** Public identifiers are opaque, URL-safe strings (never database ids). */
export const PublicId = z.string().min(1).max(64);

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');
