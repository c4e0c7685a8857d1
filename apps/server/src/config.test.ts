import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run on the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
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
});
