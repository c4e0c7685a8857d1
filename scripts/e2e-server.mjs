// Starts the built server for browser tests on a fresh, throw-away PGlite database with demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    // The tests sign in as the demo logins with the documented password: never a production start.
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    // Keep the test output readable: the server reports only warnings and errors.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Browser tests sign in many times from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
