import { z } from 'zod';
import { AuthResponse } from './auth.js';
import { text } from './primitives.js';
import { SecondFactorChallengeResponse } from './two-factor.js';

/**
 * Sign-in with Google, Facebook and LinkedIn (docs/product-rules.md#social-sign-in). A provider is
 * offered only when the server has its client id and secret.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export const AuthProvidersResponse = z.object({
  providers: z.array(z.object({ key: z.enum(SOCIAL_PROVIDERS), name: z.string() })),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

export const SocialProviderParams = z.object({
  provider: text(20, { tooLong: 'Unknown sign-in provider' }).min(1, 'Unknown sign-in provider'),
});

/** `invitation`: the token of a team invitation being accepted with this sign-in. */
export const SocialStartQuery = z.object({
  invitation: text(100, { tooLong: 'This invitation link is not valid' }).optional(),
});
export type SocialStartQuery = z.input<typeof SocialStartQuery>;

export const SocialStartResponse = z.object({ authorization_url: z.string() });
export type SocialStartResponse = z.infer<typeof SocialStartResponse>;

/** What the provider sent back to `/auth/callback/{provider}`, handed on as it came. */
export const SocialCallbackRequest = z.object({
  code: text(2000, { tooLong: 'The sign-in answer is not valid' }).optional(),
  state: text(200, { tooLong: 'The sign-in answer is not valid' }).optional(),
  iss: text(500, { tooLong: 'The sign-in answer is not valid' }).optional(),
  error: text(200, { tooLong: 'The sign-in answer is not valid' }).optional(),
  error_description: text(1000, { tooLong: 'The sign-in answer is not valid' }).optional(),
});
export type SocialCallbackRequest = z.input<typeof SocialCallbackRequest>;

/**
 * `signed_in`: a known identity; `linked`: a new provider joined to the login with its verified
 * email; `registered`: a new business (the console opens Welcome); `joined`: a team invitation
 * accepted with this sign-in.
 */
export const SOCIAL_OUTCOMES = ['signed_in', 'linked', 'registered', 'joined'] as const;
export const SocialCallbackResponse = AuthResponse.extend({
  outcome: z.enum(SOCIAL_OUTCOMES),
  message: z.string(),
});
export type SocialCallbackResponse = z.infer<typeof SocialCallbackResponse>;

/**
 * `POST auth/callback/{provider}`'s answer: signed in, or — for a login with a second factor —
 * the challenge `POST login/second-factor` finishes (docs/two-factor.md#signing-in).
 */
export const SocialSignInResponse = z.union([
  SocialCallbackResponse,
  SecondFactorChallengeResponse,
]);
export type SocialSignInResponse = z.infer<typeof SocialSignInResponse>;
