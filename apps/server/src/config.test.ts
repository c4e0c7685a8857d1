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
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('seeds no demo data in production unless SEED_DEMO=true says so', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('gives production demo logins a random password, never the documented one', () => {
    const first = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).demoPassword;
    const second = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).demoPassword;
    expect(first).not.toBe(DEMO_PASSWORD);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[\w-]{16}$/);
  });
});
