import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_PASSWORD, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run on the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.demoPassword).toBe(DEMO_PASSWORD);
    expect(config.production).toBe(false);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('treats empty values as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '' }).databaseUrl,
    ).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('reads SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('listens on the loopback interface unless HOST opens it', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('seeds no demo data in production unless SEED_DEMO=true says so', () => {
    const production = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect(production.production).toBe(true);
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', SEED_DEMO: '' }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('gives production demo logins a random password, never the documented one', () => {
    const first = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      SEED_DEMO: 'true',
    }).demoPassword;
    const second = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      SEED_DEMO: 'true',
    }).demoPassword;
    expect(first).not.toBe(DEMO_PASSWORD);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[\w-]{16}$/);
  });

  describe('payments', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICES: 'starter=price_s, pro=price_p,agency=price_a',
    };

    it('takes test payments when no Stripe key is set', () => {
      expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    });

    it('switches to Stripe with its three variables', () => {
      expect(loadConfig(stripe).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        prices: { starter: 'price_s', pro: 'price_p', agency: 'price_a' },
        apiUrl: undefined,
      });
    });

    it('refuses to start in production with no Stripe key unless PAYMENTS=test says so', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /NODE_ENV=production with no STRIPE_SECRET_KEY.*PAYMENTS=test/s,
      );
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments).toEqual({
        provider: 'test',
      });
      expect(loadConfig({ NODE_ENV: 'production', ...stripe }).payments.provider).toBe('stripe');
    });

    it('refuses PAYMENTS=stripe without the three variables, naming each', () => {
      expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
        /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICES: required/,
      );
      expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
        /STRIPE_WEBHOOK_SECRET: required/,
      );
      expect(() => loadConfig({ ...stripe, STRIPE_PRICES: 'starter' })).toThrow(
        /STRIPE_PRICES: "starter" is not plan=price_id/,
      );
      expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS: must be stripe or test/);
    });
  });

  describe('scale-out (issue 18)', () => {
    it('keeps media on local disk by default and reads the S3 settings', () => {
      expect(loadConfig({}).media).toEqual({ store: 'local' });
      expect(
        loadConfig({
          MEDIA_STORE: 's3',
          S3_BUCKET: 'playdesk-media',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        }).media,
      ).toEqual({
        store: 's3',
        bucket: 'playdesk-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
    });

    it('refuses S3 without a bucket, or with half a key pair', () => {
      expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: required/);
      expect(() =>
        loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' }),
      ).toThrow(/set both, or neither/);
      expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE: must be local or s3/);
      expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    });

    it('drains for 5 s on SIGTERM in production, not in development; metrics token ≥ 16 chars', () => {
      expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).shutdownDrainSeconds).toBe(5);
      expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainSeconds).toBe(2);
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
        /METRICS_TOKEN: must be at least/,
      );
      expect(loadConfig({}).metricsToken).toBeUndefined();
    });
  });

  describe('domains (issue 15)', () => {
    it('targets APP_URL’s host by default, reads DNS servers, keeps private fetches for tests', () => {
      expect(loadConfig({ APP_URL: 'https://play.example.net' }).domains).toEqual({
        cnameTarget: 'play.example.net',
        dnsServers: [],
        allowPrivateFetch: false,
      });
      const custom = loadConfig({
        CUSTOM_DOMAIN_CNAME_TARGET: 'Custom.Example.NET.',
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353',
        ALLOW_PRIVATE_FETCH: 'true',
      }).domains;
      expect(custom).toEqual({
        cnameTarget: 'custom.example.net',
        dnsServers: ['1.1.1.1', '127.0.0.1:5353'],
        allowPrivateFetch: true,
      });
      expect(() => loadConfig({ DNS_SERVERS: 'dns.google' })).toThrow(/DNS_SERVERS/);
      expect(() => loadConfig({ CUSTOM_DOMAIN_CNAME_TARGET: 'a b' })).toThrow(
        /CUSTOM_DOMAIN_CNAME_TARGET/,
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_PRIVATE_FETCH: 'true' }),
      ).toThrow(/ALLOW_PRIVATE_FETCH: not allowed with NODE_ENV=production/);
    });
  });

  describe('test hooks (browser tests)', () => {
    it('are off by default, on with TEST_HOOKS, and never in production', () => {
      expect(loadConfig({}).testHooks).toBeNull();
      expect(
        loadConfig({ TEST_HOOKS: 'true', TEST_PUSH_CA_FILE: '/tmp/ca.pem' }).testHooks,
      ).toEqual({ pushCaFile: '/tmp/ca.pem' });
      expect(() =>
        loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', TEST_HOOKS: 'true' }),
      ).toThrow(/TEST_HOOKS: not allowed with NODE_ENV=production/);
    });
  });

  describe('webhooks (issue 16)', () => {
    it('allows loopback receivers only outside production', () => {
      expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, timeoutMs: 10_000 });
      expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooks.allowPrivate).toBe(true);
      expect(() =>
        loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', WEBHOOKS_ALLOW_PRIVATE: 'true' }),
      ).toThrow(/WEBHOOKS_ALLOW_PRIVATE: not allowed with NODE_ENV=production/);
      expect(() => loadConfig({ WEBHOOKS_TIMEOUT_MS: '5' })).toThrow(/WEBHOOKS_TIMEOUT_MS/);
    });

    it('runs the job workers unless JOB_WORKERS (or its former name OUTBOX_WORKER) is false', () => {
      expect(loadConfig({}).jobWorkers).toBe(true);
      expect(loadConfig({ JOB_WORKERS: 'false' }).jobWorkers).toBe(false);
      expect(loadConfig({ OUTBOX_WORKER: 'false' }).jobWorkers).toBe(false);
      expect(loadConfig({ OUTBOX_WORKER: 'false', JOB_WORKERS: 'true' }).jobWorkers).toBe(true);
      expect(loadConfig({}).jobMaintenanceSeconds).toBe(30);
      expect(() => loadConfig({ JOB_MAINTENANCE_SECONDS: '0' })).toThrow(/JOB_MAINTENANCE_SECONDS/);
    });

    it('points the connectors at other API hosts when asked', () => {
      expect(loadConfig({}).connectors).toEqual({
        mailchimpApiUrl: undefined,
        hubspotApiUrl: undefined,
        timeoutMs: 10_000,
      });
      const c = loadConfig({
        MAILCHIMP_API_URL: 'http://127.0.0.1:9/{dc}/3.0',
        HUBSPOT_API_URL: 'http://127.0.0.1:9',
      }).connectors;
      expect([c.mailchimpApiUrl, c.hubspotApiUrl]).toEqual([
        'http://127.0.0.1:9/{dc}/3.0',
        'http://127.0.0.1:9',
      ]);
      expect(() => loadConfig({ HUBSPOT_API_URL: 'not a url' })).toThrow(/HUBSPOT_API_URL/);
    });

    it('reads SECRETS_KEY as 32 bytes; production without it keeps no key', () => {
      const hex = 'ab'.repeat(32);
      expect(loadConfig({ SECRETS_KEY: hex }).secretsKey).toEqual(Buffer.from(hex, 'hex'));
      const b64 = Buffer.alloc(32, 7).toString('base64');
      expect(loadConfig({ SECRETS_KEY: b64 }).secretsKey).toEqual(Buffer.alloc(32, 7));
      expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
      expect(loadConfig({}).secretsKey).toHaveLength(32);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).secretsKey).toBeNull();
    });
  });

  describe('push (issue 17)', () => {
    it('reads a VAPID key pair and subject, and refuses malformed ones', () => {
      expect(loadConfig({}).push).toEqual({ vapidSubject: undefined });
      const pub = 'B' + 'A'.repeat(86);
      const priv = 'a'.repeat(43);
      expect(
        loadConfig({
          VAPID_PUBLIC_KEY: pub,
          VAPID_PRIVATE_KEY: priv,
          VAPID_SUBJECT: 'mailto:ops@example.com',
        }).push,
      ).toEqual({
        vapidPublicKey: pub,
        vapidPrivateKey: priv,
        vapidSubject: 'mailto:ops@example.com',
      });
      // Half a pair is not used: the stored pair is.
      expect(loadConfig({ VAPID_PUBLIC_KEY: pub }).push.vapidPublicKey).toBeUndefined();
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
      expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    });
  });
});
