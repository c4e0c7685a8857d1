import { z } from 'zod';
import { AuthResponse } from './auth.js';
import { capList, text } from './primitives.js';

/**
 * Two-factor sign-in (docs/two-factor.md): an authenticator app's codes (TOTP), one-time recovery
 * codes, and passkeys (WebAuthn), which also sign in without a password.
 */

/** The second factors a person may have; `recovery_code` is offered whenever TOTP or a passkey is. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes a set holds; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from an authenticator app (spaces allowed, as apps show `123 456`). */
export const TotpCode = text(12, { tooLong: 'Enter the 6-digit code from your app' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app'));

/** A recovery code as the person types it: case, spaces and dashes do not matter. */
export const RecoveryCode = text(40, { tooLong: 'This recovery code is not valid' }).min(
  8,
  'This recovery code is not valid',
);

const b64url = (max: number) =>
  text(max, { tooLong: 'The passkey answer is too long' }).regex(
    /^[A-Za-z0-9_-]*={0,2}$/,
    'The passkey answer is not valid',
  );

/**
 * The extension results a browser may answer with: only those of extensions the options ask for
 * or browsers add on their own (`credProps` at registration); anything else is refused.
 */
const ExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  appid: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
});

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** What `navigator.credentials.get()` answered, as JSON (`@simplewebauthn/browser`'s shape). */
export const PasskeyAssertion = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults,
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

/** What `navigator.credentials.create()` answered, as JSON. */
export const PasskeyAttestation = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    authenticatorData: b64url(4000).optional(),
    transports: capList(
      10,
      'At most 10 transports',
      z.array(z.enum(TRANSPORTS)).max(10),
    ).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(2000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults,
});
export type PasskeyAttestation = z.infer<typeof PasskeyAttestation>;

/**
 * WebAuthn options as the browser library takes them (`PublicKeyCredentialRequestOptionsJSON` /
 * `…CreationOptionsJSON`): an answer only, passed on to `startAuthentication`/`startRegistration`.
 */
export const WebAuthnOptions = z
  .looseObject({ challenge: z.string() })
  .meta({ description: 'WebAuthn options JSON for @simplewebauthn/browser.' });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>;

/** `POST login` (and a social sign-in) when the person has a second factor: no token yet. */
export const SecondFactorChallengeResponse = z.object({
  second_factor_required: z.literal(true),
  /** Single use, for 5 minutes: send it back to `POST login/second-factor`. */
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  /** Present when `methods` has `passkey`: give them to `startAuthentication`. */
  passkey_options: WebAuthnOptions.optional(),
});
export type SecondFactorChallengeResponse = z.infer<typeof SecondFactorChallengeResponse>;

/** `POST login`'s answer: a session, or the second factor's challenge. */
export const LoginResponse = z.union([AuthResponse, SecondFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** One proof of a second factor: exactly one of code, recovery code, passkey. */
const proofFields = {
  code: TotpCode.optional(),
  recovery_code: RecoveryCode.optional(),
  passkey: PasskeyAssertion.optional(),
};
const oneProof = (value: { code?: unknown; recovery_code?: unknown; passkey?: unknown }) =>
  [value.code, value.recovery_code, value.passkey].filter((v) => v !== undefined).length === 1;
const ONE_PROOF = 'Send exactly one of code, recovery_code or passkey';

export const SecondFactorRequest = z
  .object({ challenge: text(100, { tooLong: 'This sign-in has expired' }).min(1), ...proofFields })
  .refine(oneProof, ONE_PROOF);
export type SecondFactorRequest = z.input<typeof SecondFactorRequest>;

/** `POST auth/reauthenticate`: a fresh proof for the session (removing a factor needs one). */
export const ReauthenticateRequest = z.object(proofFields).refine(oneProof, ONE_PROOF);
export type ReauthenticateRequest = z.input<typeof ReauthenticateRequest>;

export const ReauthenticateResponse = z.object({
  /** Until when factors may be removed without proving one again (ISO 8601). */
  fresh_until: z.string(),
});
export type ReauthenticateResponse = z.infer<typeof ReauthenticateResponse>;

export const TotpSetupResponse = z.object({
  /** The key to type into an app by hand (base32). */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The same `otpauth_url` as a QR code, an SVG image in a data URL. */
  qr_code: z.string(),
});
export type TotpSetupResponse = z.infer<typeof TotpSetupResponse>;

export const TotpEnableRequest = z.object({ code: TotpCode });
export type TotpEnableRequest = z.input<typeof TotpEnableRequest>;

export const RecoveryCodesResponse = z.object({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyListResponse = z.object({ data: z.array(Passkey) });
export type PasskeyListResponse = z.infer<typeof PasskeyListResponse>;

export const PasskeyName = text(60, {
  trim: true,
  tooLong: 'A passkey name must be at most 60 characters',
});

export const RegisterPasskeyRequest = z.object({
  name: PasskeyName.optional(),
  response: PasskeyAttestation,
});
export type RegisterPasskeyRequest = z.input<typeof RegisterPasskeyRequest>;

export const RegisterPasskeyResponse = z.object({
  passkey: Passkey,
  /** Only with the person's first factor: their recovery codes, shown once. */
  recovery_codes: z.array(z.string()).optional(),
});
export type RegisterPasskeyResponse = z.infer<typeof RegisterPasskeyResponse>;

export const PasskeyLoginRequest = z.object({ response: PasskeyAssertion });
export type PasskeyLoginRequest = z.input<typeof PasskeyLoginRequest>;

/** The signed-in person's factors (the Security page). */
export const TwoFactorStatusResponse = z.object({
  totp: z.boolean(),
  passkeys: z.number().int(),
  recovery_codes_left: z.number().int(),
  /** A business the person is in requires two-factor and they have none yet. */
  setup_required: z.boolean(),
  /** Until when factors may be removed without proving one again; null: prove one first. */
  fresh_until: z.string().nullable(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>;

/** The owner's switch: everyone in the business must have a second factor. */
export const TwoFactorPolicy = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicy>;
