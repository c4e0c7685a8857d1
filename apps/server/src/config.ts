/**
 * Configuration from the environment, validated at start. A bad value stops the server with a
 * message that names the variable.
 */
import { createHash, randomBytes } from 'node:crypto';
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
/**
 * A PEM block in one variable: real line breaks, or `\n` escapes (what one-line env files hold),
 * which are turned back into line breaks.
 */
const pemText = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.replace(/\\n/g, '\n').trim() : undefined),
    z
      .string()
      .max(20_000)
      .refine((v) => v.includes('-----BEGIN') && v.includes(label), `must be a PEM ${label}`)
      .optional(),
  );
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
  WEBAUTHN_RP_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a domain name (no scheme, port or path)')
      .optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an smtp:// URL' }).optional()),
  MAIL_FROM: z.string().min(3).default('Playdesk <no-reply@playdesk.local>'),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Default: on, except in production (see loadConfig).
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  PLAY_START_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  BEACON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // Live shows (docs/live.md#rate-limits): joins per client IP (a venue's Wi-Fi is one IP for
  // the whole room), answers per player.
  LIVE_JOIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  LIVE_ANSWER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // A live socket is pinged this often; one that has not answered the previous ping by then is
  // closed (docs/live.md#heartbeat). Under the idle timeouts of load balancers (60 s on many).
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Job queue (docs/adr/006-job-queue.md); OUTBOX_WORKER is its former name, still read.
  JOB_WORKERS: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  OUTBOX_WORKER: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Connectors (issue 16): other API hosts (tests use local fakes; `{dc}` = the key's data centre).
  MAILCHIMP_API_URL: optionalUrl,
  HUBSPOT_API_URL: optionalUrl,
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
  // Domains (docs/product-rules.md#domains): custom domains' CNAME target, the DNS servers that
  // verify them, and (tests only) page checks that may reach loopback addresses.
  CUSTOM_DOMAIN_CNAME_TARGET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name like play.example.net')
      .optional(),
  ),
  DNS_SERVERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(1000)
      .regex(
        /^[0-9a-f.:[\],\s]+$/i,
        'must be IP addresses (with an optional :port), comma-separated',
      )
      .optional(),
  ),
  ALLOW_PRIVATE_FETCH: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  // Browser tests only (scripts/e2e-server.mjs): the clock and job routes of test-hooks.ts, and
  // push to a local fake push service whose certificate is TEST_PUSH_CA_FILE.
  TEST_HOOKS: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  TEST_PUSH_CA_FILE: z.preprocess(emptyAsUndefined, z.string().max(1000).optional()),
  // Fair play (issue 36): networks whose plays and forms are neither counted nor judged.
  FAIR_PLAY_EXEMPT_NETWORKS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(2000)
      .regex(
        /^[0-9a-f.:/,\s]+$/i,
        'must be IP addresses or prefixes (203.0.113.0/24), comma-separated',
      )
      .optional(),
  ),
  // Webhooks (issue 16): the key sealing stored secrets, loopback receivers in development.
  SECRETS_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
        'must be 32 bytes as 64 hex digits or base64',
      )
      .optional(),
  ),
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  WEBHOOKS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(100)
    .max(60_000)
    .default(10_000),
  // Scale-out (issue 18, docs/deploy.md): media on S3, metrics, graceful drain.
  MEDIA_STORE: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).max(64).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).min(0).max(300).optional(),
  ),
  // Push notifications (issue 17): unset, a key pair is generated once and kept in the database.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .max(300)
      .optional(),
  ),
  // Wallet passes (issue 35, docs/rewards.md#wallet-passes): unset, the links are hidden.
  APPLE_PASS_TYPE_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^pass\.[A-Za-z0-9.-]{1,200}$/,
        'must be a pass type identifier (pass.com.example.reward)',
      )
      .optional(),
  ),
  APPLE_PASS_TEAM_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id')
      .optional(),
  ),
  APPLE_PASS_CERT_PEM: pemText('CERTIFICATE'),
  APPLE_PASS_KEY_PEM: pemText('PRIVATE KEY'),
  APPLE_PASS_KEY_PASSPHRASE: optionalText,
  APPLE_PASS_WWDR_PEM: pemText('CERTIFICATE'),
  APPLE_PASS_PUSH_URL: optionalUrl,
  GOOGLE_WALLET_ISSUER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9]{5,30}$/, 'must be the numeric issuer id')
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'must be an email address' }).optional(),
  ),
  GOOGLE_WALLET_PRIVATE_KEY: pemText('PRIVATE KEY'),
  GOOGLE_WALLET_API_URL: optionalUrl,
  GOOGLE_WALLET_TOKEN_URL: optionalUrl,
  GOOGLE_WALLET_SAVE_URL: optionalUrl,
  // Phone verification (issue 36, docs/fair-play.md): Twilio's Messages API; unset, no SMS.
  SMS_PROVIDER_URL: optionalUrl,
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  // Verification codes asked for per client IP and hour (email and SMS each).
  VERIFY_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
});

/** Every environment variable the schema reads (docs/configuration.md lists them all). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /**
   * Public base URL used in links we send (emails) and printed at start; defaults to
   * http://localhost:PORT, so the printed address and the links agree.
   */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * No SMTP_URL outside production: emails are kept for the console's Mailbox page
   * (docs/product-rules.md#demo-mailbox); otherwise its route does not exist.
   */
  demoMailbox: boolean;
  /** NODE_ENV=production: demo data only when SEED_DEMO=true, and then with a random password. */
  production: boolean;
  /**
   * Browser tests' hooks (TEST_HOOKS; refused with NODE_ENV=production): a movable clock, a
   * route running a job now, push to loopback endpoints trusting `pushCaFile`. Null: none.
   */
  testHooks: { pushCaFile: string | null } | null;
  seedDemo: boolean;
  /** Password of the demo logins when they are seeded. */
  demoPassword: string;
  sessionTtlDays: number;
  /** Passkeys' relying party (docs/two-factor.md#passkeys): its id and the origins it accepts. */
  webauthn: WebAuthnConfig;
  authRateLimitPerMinute: number;
  playStartRateLimitPerMinute: number;
  /** Addresses and prefixes fair play neither counts nor judges (docs/fair-play-risk.md). */
  fairPlayExemptNetworks: string[];
  /** Beacons (`POST play/events`) per minute per client address. */
  beaconRateLimitPerMinute: number;
  liveJoinRateLimitPerMinute: number;
  liveAnswerRateLimitPerMinute: number;
  /** How often a live socket is pinged; one silent since the previous ping is closed. */
  liveHeartbeatSeconds: number;
  /** Calls one API key may make per minute (docs/product-rules.md#api-keys). */
  apiKeyRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: string;
  /** Runs the job workers (emails, webhooks, recurring jobs) in this process. */
  jobWorkers: boolean;
  /** How often stuck jobs (a crashed instance's) are expired and retried, in seconds. */
  jobMaintenanceSeconds: number;
  /** Mailchimp and HubSpot connectors (features/integrations/connectors). */
  connectors: {
    mailchimpApiUrl: string | undefined;
    hubspotApiUrl: string | undefined;
    timeoutMs: number;
  };
  /** Invitation emails (sent and resent) one account may cause per hour. */
  teamInvitesPerHour: number;
  /** Domain of the cookies the API sets (social sign-in); none: the API's own host. */
  cookieDomain: string | undefined;
  social: SocialConfig;
  payments: PaymentsConfig;
  /** Custom domains and the page embedder's page check (docs/product-rules.md#domains). */
  domains: DomainsConfig;
  /** Webhooks (issue 16, docs/webhooks.md). */
  webhooks: WebhooksConfig;
  /** AES-256-GCM key sealing secrets we must use later (lib/secret-box.ts); null: not configured. */
  secretsKey: Buffer | null;
  /** Where uploaded images live (docs/adr/007-scale-out.md). */
  media: MediaConfig;
  /** Bearer token of GET /metrics; unset: only direct loopback requests may read it. */
  metricsToken: string | undefined;
  /** On SIGTERM, seconds /readyz answers 503 before the server stops accepting (balancer catch-up). */
  shutdownDrainSeconds: number;
  /** Web push (issue 17): VAPID keys from the environment, else generated once and stored. */
  push: { vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject: string | undefined };
  /** Apple and Google Wallet passes (docs/rewards.md#wallet-passes); null: not offered. */
  wallet: WalletConfig;
  /** The SMS provider of phone verification (docs/fair-play.md); null: phones cannot be verified. */
  sms: SmsConfig | null;
  /** Verification codes one client IP may ask for per hour, per channel. */
  verifyCodesPerIpPerHour: number;
}

export interface SmsConfig {
  /** The Messages API's base (Twilio's `https://api.twilio.com`, a local fake in tests). */
  url: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number in E.164 or an alphanumeric sender id. */
  from: string;
}

export interface ApplePassConfig {
  passTypeId: string;
  teamId: string;
  /** The pass type certificate, its private key (and passphrase), Apple's WWDR certificate. */
  certPem: string;
  keyPem: string;
  keyPassphrase: string | undefined;
  wwdrPem: string;
  /** APNs (HTTP/2): pass updates are pushed to `<pushUrl>/3/device/<push token>`. */
  pushUrl: string;
}
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKeyPem: string;
  /** The Wallet REST API's base (`…/walletobjects/v1`). */
  apiUrl: string;
  /** The OAuth token endpoint the service account's JWT grant is sent to. */
  tokenUrl: string;
  /** "Save to Google Wallet": `<saveUrl>/<JWT>`. */
  saveUrl: string;
}
export interface WalletConfig {
  apple: ApplePassConfig | null;
  google: GoogleWalletConfig | null;
}

export type MediaConfig =
  | { store: 'local' }
  | {
      store: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface WebhooksConfig {
  /** Loopback receivers allowed (tests, local development; refused in production). */
  allowPrivate: boolean;
  /** Time allowed to one delivery attempt. */
  timeoutMs: number;
}

/**
 * Outside production an unset SECRETS_KEY falls back to a fixed development key, so a demo keeps
 * its webhook secrets across restarts; production without it stores no secret (the routes that
 * need one answer 503).
 */
const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('playdesk-development-secrets')
  .digest();

function secretsKey(e: z.infer<typeof EnvSchema>, production: boolean): Buffer | null {
  if (e.SECRETS_KEY)
    return /^[0-9a-fA-F]{64}$/.test(e.SECRETS_KEY)
      ? Buffer.from(e.SECRETS_KEY, 'hex')
      : Buffer.from(e.SECRETS_KEY, 'base64');
  return production ? null : DEVELOPMENT_SECRETS_KEY;
}

/** Custom domains and the page embedder's page check (docs/product-rules.md#domains). */
export interface DomainsConfig {
  /** The host a custom domain's CNAME points at; default: APP_URL's host. */
  cnameTarget: string;
  /** DNS servers verifying custom domains (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[];
  /** Lets the page embedder's check fetch loopback addresses (tests only; never in production). */
  allowPrivateFetch: boolean;
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

function mediaConfig(e: z.infer<typeof EnvSchema>): MediaConfig {
  if (e.MEDIA_STORE === 'local') return { store: 'local' };
  const missing: string[] = [];
  if (!e.S3_BUCKET) missing.push('  S3_BUCKET: required when MEDIA_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    missing.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (instance role)');
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    store: 's3',
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function webhooksConfig(e: z.infer<typeof EnvSchema>, production: boolean): WebhooksConfig {
  if (production && e.WEBHOOKS_ALLOW_PRIVATE)
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE: not allowed with NODE_ENV=production (webhooks could reach internal services)',
    );
  return { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE, timeoutMs: e.WEBHOOKS_TIMEOUT_MS };
}

function domainsConfig(e: z.infer<typeof EnvSchema>, production: boolean): DomainsConfig {
  if (production && e.ALLOW_PRIVATE_FETCH)
    throw new ConfigError(
      'Invalid configuration:\n  ALLOW_PRIVATE_FETCH: not allowed with NODE_ENV=production (the page check could reach internal services)',
    );
  const appHost = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).hostname;
  return {
    cnameTarget: (e.CUSTOM_DOMAIN_CNAME_TARGET ?? appHost).toLowerCase().replace(/\.$/, ''),
    dnsServers: (e.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH,
  };
}

export interface WebAuthnConfig {
  rpId: string;
  origins: string[];
}

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * The relying party of passkeys: WEBAUTHN_RP_ID, else APP_URL's host; the accepted origin is
 * APP_URL's. A browser refuses an IP address as relying party, so a loopback APP_URL
 * (`http://127.0.0.1:PORT`, local runs and browser tests) makes it `localhost`, and passkeys work
 * at `http://localhost:PORT`.
 */
function webauthnConfig(e: z.infer<typeof EnvSchema>): WebAuthnConfig {
  const app = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  if (LOOPBACK_IPS.has(app.hostname)) {
    const local = new URL(app.origin);
    local.hostname = 'localhost';
    return { rpId: e.WEBAUTHN_RP_ID ?? 'localhost', origins: [app.origin, local.origin] };
  }
  return { rpId: e.WEBAUTHN_RP_ID ?? app.hostname, origins: [app.origin] };
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
    demoMailbox: !production && !e.SMTP_URL,
    production,
    testHooks: testHooksConfig(e, production),
    seedDemo: e.SEED_DEMO ?? !production,
    demoPassword: production ? randomBytes(12).toString('base64url') : DEMO_PASSWORD,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    webauthn: webauthnConfig(e),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    playStartRateLimitPerMinute: e.PLAY_START_RATE_LIMIT_PER_MINUTE,
    fairPlayExemptNetworks: (e.FAIR_PLAY_EXEMPT_NETWORKS ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    beaconRateLimitPerMinute: e.BEACON_RATE_LIMIT_PER_MINUTE,
    liveJoinRateLimitPerMinute: e.LIVE_JOIN_RATE_LIMIT_PER_MINUTE,
    liveAnswerRateLimitPerMinute: e.LIVE_ANSWER_RATE_LIMIT_PER_MINUTE,
    liveHeartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    jobWorkers: e.JOB_WORKERS ?? e.OUTBOX_WORKER,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    connectors: {
      mailchimpApiUrl: e.MAILCHIMP_API_URL,
      hubspotApiUrl: e.HUBSPOT_API_URL,
      timeoutMs: 10_000,
    },
    teamInvitesPerHour: e.TEAM_INVITES_PER_HOUR,
    cookieDomain: e.COOKIE_DOMAIN,
    social: socialConfig(e),
    payments: paymentsConfig(e, production),
    domains: domainsConfig(e, production),
    webhooks: webhooksConfig(e, production),
    secretsKey: secretsKey(e, production),
    media: mediaConfig(e),
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0),
    push: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { vapidPublicKey: e.VAPID_PUBLIC_KEY, vapidPrivateKey: e.VAPID_PRIVATE_KEY }
        : {}),
      vapidSubject: e.VAPID_SUBJECT,
    },
    wallet: walletConfig(e),
    sms: smsConfig(e),
    verifyCodesPerIpPerHour: e.VERIFY_CODES_PER_IP_PER_HOUR,
  };
}

function testHooksConfig(e: z.infer<typeof EnvSchema>, production: boolean): Config['testHooks'] {
  if (!e.TEST_HOOKS) return null;
  if (production)
    throw new ConfigError(
      'Invalid configuration:\n  TEST_HOOKS: not allowed with NODE_ENV=production (anyone could move the clock)',
    );
  return { pushCaFile: e.TEST_PUSH_CA_FILE ?? null };
}

const TWILIO_API = 'https://api.twilio.com';

/** The SMS provider when its account, token and sender are all set; some but not all: an error. */
function smsConfig(e: z.infer<typeof EnvSchema>): SmsConfig | null {
  const names = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;
  const set = names.filter((n) => e[n] !== undefined);
  if (set.length === 0) return null;
  if (set.length < names.length)
    throw new ConfigError(
      `Invalid configuration:\n  ${names.filter((n) => e[n] === undefined).join(', ')}: required with ${set.join(', ')}`,
    );
  return {
    url: (e.SMS_PROVIDER_URL ?? TWILIO_API).replace(/\/+$/, ''),
    accountSid: e.SMS_ACCOUNT_SID!,
    authToken: e.SMS_AUTH_TOKEN!,
    from: e.SMS_FROM!,
  };
}

const APPLE_PUSH_URL = 'https://api.push.apple.com';
const GOOGLE_WALLET_API = 'https://walletobjects.googleapis.com/walletobjects/v1';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save';

/** Each wallet is on when all its variables are set; some but not all is a configuration error. */
function walletConfig(e: z.infer<typeof EnvSchema>): WalletConfig {
  const lines: string[] = [];
  const all = <K extends keyof typeof e>(names: readonly K[]) => {
    const set = names.filter((n) => e[n] !== undefined);
    if (set.length > 0 && set.length < names.length)
      lines.push(
        `  ${names.filter((n) => e[n] === undefined).join(', ')}: required with ${set.join(', ')}`,
      );
    return set.length === names.length;
  };
  const apple = all([
    'APPLE_PASS_TYPE_ID',
    'APPLE_PASS_TEAM_ID',
    'APPLE_PASS_CERT_PEM',
    'APPLE_PASS_KEY_PEM',
    'APPLE_PASS_WWDR_PEM',
  ] as const);
  const google = all([
    'GOOGLE_WALLET_ISSUER_ID',
    'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
    'GOOGLE_WALLET_PRIVATE_KEY',
  ] as const);
  if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    apple: apple
      ? {
          passTypeId: e.APPLE_PASS_TYPE_ID!,
          teamId: e.APPLE_PASS_TEAM_ID!,
          certPem: e.APPLE_PASS_CERT_PEM!,
          keyPem: e.APPLE_PASS_KEY_PEM!,
          keyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
          wwdrPem: e.APPLE_PASS_WWDR_PEM!,
          pushUrl: trim(e.APPLE_PASS_PUSH_URL ?? APPLE_PUSH_URL),
        }
      : null,
    google: google
      ? {
          issuerId: e.GOOGLE_WALLET_ISSUER_ID!,
          serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!,
          privateKeyPem: e.GOOGLE_WALLET_PRIVATE_KEY!,
          apiUrl: trim(e.GOOGLE_WALLET_API_URL ?? GOOGLE_WALLET_API),
          tokenUrl: e.GOOGLE_WALLET_TOKEN_URL ?? GOOGLE_TOKEN_URL,
          saveUrl: trim(e.GOOGLE_WALLET_SAVE_URL ?? GOOGLE_SAVE_URL),
        }
      : null,
  };
}
