import { z } from 'zod';
import { PublicId } from './primitives.js';

/**
 * A person's sign-in sessions (docs/team-and-sign-in.md#sessions) and the business's session
 * lifetimes. A session is named by its public id, never by anything of its token.
 */

/** The business's session lifetimes: bounds and defaults (the absolute default is the server's `SESSION_TTL_DAYS`). */
export const SESSION_IDLE_MINUTES = { min: 15, max: 43_200, default: 10_080 } as const;
export const SESSION_ABSOLUTE_DAYS = { min: 1, max: 365 } as const;

export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;

export const SignInSession = z.object({
  id: PublicId,
  device: z.enum(SESSION_DEVICES).nullable(),
  /** "Chrome 131", "Firefox 133"; null when the user agent said nothing readable. */
  browser: z.string().nullable(),
  /** "macOS 14.5", "Android 15". */
  os: z.string().nullable(),
  /** Where it signed in, as a network only: "203.0.113.0/24", "2001:db8:12::/48". */
  network: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof SignInSession>;

export const SessionsResponse = z.object({ sessions: z.array(SignInSession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

export const SessionParams = z.object({ id: PublicId });

export const EndedSessionsResponse = z.object({ message: z.string(), ended: z.number().int() });
export type EndedSessionsResponse = z.infer<typeof EndedSessionsResponse>;
