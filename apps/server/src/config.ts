/**
 * Configuration from the environment, validated at start. A bad value stops the server with a
 * message that names the variable.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The demo logins' password outside production, printed in the README. A production start never
 * uses it: anyone could read it there.
 */
export const DEMO_PASSWORD = 'playdesk-demo';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).max(2000).optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional());
/** Each provider is offered only with both its client id and secret (docs/product-rules.md#social-sign-in). */
const socialEnv = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZATION_URL: optionalUrl,
  FACEBOOK_TOKEN_URL: optionalUrl,
  FACEBOOK_USERINFO_URL: optionalUrl,
};

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  // Loopback unless HOST says otherwise: a demo started with defaults is not open to the network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'must be a postgres:// URL' })
      .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'must be a redis:// URL' })
      .refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// URL')
      .optional(),
  ),
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an smtp:// URL' }).optional()),
  MAIL_FROM: z.string().min(3).default('Playdesk <no-reply@playdesk.local>'),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Default: on, except in production (see loadConfig).
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  PLAY_START_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OUTBOX_WORKER: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  // Team invitations (docs/product-rules.md#invitations) and social sign-in (#social-sign-in).
  TEAM_INVITES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  COOKIE_DOMAIN: z.preprocess(emptyAsUndefined, z.string().min(1).max(253).optional()),
  ...socialEnv,
  // Payments (docs/adr/005-payments.md): Stripe when its key is set, else the test provider.
  PAYMENTS: z.preprocess(
    emptyAsUndefined,
    z.enum(['stripe', 'test'], { error: 'must be stripe or test' }).optional(),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICES: optionalText,
  STRIPE_API_URL: optionalUrl,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Public base URL used in links we send (emails); defaults to http://localhost:PORT. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production: demo data only when SEED_DEMO=true, and then with a random password. */
  production: boolean;
  seedDemo: boolean;
  /** Password of the demo logins when they are seeded. */
  demoPassword: string;
  sessionTtlDays: number;
  authRateLimitPerMinute: number;
  playStartRateLimitPerMinute: number;
  /** Calls one API key may make per minute (docs/product-rules.md#api-keys). */
  apiKeyRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: string;
  outboxWorker: boolean;
  /** Invitation emails (sent and resent) one account may cause per hour. */
  teamInvitesPerHour: number;
  /** Domain of the cookies the API sets (social sign-in); none: the API's own host. */
  cookieDomain: string | undefined;
  social: SocialConfig;
  payments: PaymentsConfig;
}

/** Which provider takes the money, and Stripe's settings when it is Stripe. */
export type PaymentsConfig = { provider: 'test' } | StripePaymentsConfig;
export interface StripePaymentsConfig {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  /** Our plan key → Stripe price id (paid plans only). */
  prices: Record<string, string>;
  /** Another Stripe API host (tests use a local fake). */
  apiUrl: URL | undefined;
}

export interface OidcProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Where the provider's OpenID configuration is discovered. */
  issuer: string;
}
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}
/** The configured sign-in providers; an absent one is not offered. */
export interface SocialConfig {
  google?: OidcProviderConfig;
  linkedin?: OidcProviderConfig;
  facebook?: OAuthProviderConfig;
}

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';

function socialConfig(e: z.infer<typeof EnvSchema>): SocialConfig {
  const missing: string[] = [];
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (Boolean(id) !== Boolean(secret))
      missing.push(
        `  ${name}_CLIENT_${id ? 'SECRET' : 'ID'}: set it together with ${name}_CLIENT_${id ? 'ID' : 'SECRET'}`,
      );
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  const google = pair('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const linkedin = pair('LINKEDIN', e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET);
  const facebook = pair('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    ...(google && {
      google: { ...google, issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com' },
    }),
    ...(linkedin && {
      linkedin: { ...linkedin, issuer: e.LINKEDIN_ISSUER ?? 'https://www.linkedin.com/oauth' },
    }),
    ...(facebook && {
      facebook: {
        ...facebook,
        authorizationUrl:
          e.FACEBOOK_AUTHORIZATION_URL ?? 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: e.FACEBOOK_TOKEN_URL ?? `${FACEBOOK_GRAPH}/oauth/access_token`,
        userinfoUrl: e.FACEBOOK_USERINFO_URL ?? `${FACEBOOK_GRAPH}/me`,
      },
    }),
  };
}

export class ConfigError extends Error {}

const PRICE_PAIR = /^([a-z0-9-]{1,40})=([A-Za-z0-9_]{1,200})$/;

/** `starter=price_1,pro=price_2` → `{ starter: 'price_1', pro: 'price_2' }`, or the problem. */
export function parseStripePrices(value: string): Record<string, string> | string {
  const prices: Record<string, string> = {};
  for (const part of value.split(',').map((p) => p.trim())) {
    const match = PRICE_PAIR.exec(part);
    if (!match) return `"${part.slice(0, 60)}" is not plan=price_id`;
    prices[match[1]!] = match[2]!;
  }
  return prices;
}

/**
 * Stripe when PAYMENTS=stripe or a Stripe key is set; the test provider otherwise. Test payments
 * take no money, so production never falls back to them silently: they must be asked for.
 */
function paymentsConfig(e: z.infer<typeof EnvSchema>, production: boolean): PaymentsConfig {
  const provider = e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  if (provider === 'test') {
    if (production && e.PAYMENTS !== 'test') {
      throw new ConfigError(
        'Invalid configuration:\n  PAYMENTS: NODE_ENV=production with no STRIPE_SECRET_KEY would take test payments that charge nobody. ' +
          'Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICES for real payments, or PAYMENTS=test to run a demo on purpose.',
      );
    }
    return { provider: 'test' };
  }
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICES'] as const)
    .filter((name) => !e[name])
    .map((name) => `  ${name}: required when PAYMENTS=stripe`);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const prices = parseStripePrices(e.STRIPE_PRICES!);
  if (typeof prices === 'string') {
    throw new ConfigError(
      `Invalid configuration:\n  STRIPE_PRICES: ${prices} (e.g. starter=price_123,pro=price_456)`,
    );
  }
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    prices,
    apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    production,
    seedDemo: e.SEED_DEMO ?? !production,
    demoPassword: production ? randomBytes(12).toString('base64url') : DEMO_PASSWORD,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    playStartRateLimitPerMinute: e.PLAY_START_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    outboxWorker: e.OUTBOX_WORKER,
    teamInvitesPerHour: e.TEAM_INVITES_PER_HOUR,
    cookieDomain: e.COOKIE_DOMAIN,
    social: socialConfig(e),
    payments: paymentsConfig(e, production),
  };
}
