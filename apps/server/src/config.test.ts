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
});
