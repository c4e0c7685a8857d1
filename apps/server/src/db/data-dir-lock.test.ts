import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock.js';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const mainModule = fileURLToPath(new URL('../main.ts', import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playdesk-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function refusal(dataDir: string): DataDirLockedError {
  try {
    lockDataDir(dataDir).release();
  } catch (err) {
    if (err instanceof DataDirLockedError) return err;
    throw err;
  }
  throw new Error('the lock was taken');
}

function writeRecord(dataDir: string, holder: Partial<LockHolder>): void {
  const record = { hostname: hostname(), since: '2026-01-01T00:00:00.000Z', token: 'x', ...holder };
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(record));
}

/** A pid that surely runs no process: one of a child that has exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

/** Another process that takes the lock and keeps it until killed (or told to exit). */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = join(dataDir, 'holder.mjs');
  writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(lockModule)};\n` +
      `lockDataDir(${JSON.stringify(dataDir)});\n` +
      `process.stdin.on('data', () => process.exit(0));\n` +
      `console.log('locked');\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.on('exit', () => resolve());
  });

describe('lockDataDir', () => {
  it('refuses a second lock and names the holder; release frees the directory', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(lock.path, 'utf8')) as LockHolder;
    expect(holder.pid).toBe(process.pid);

    const err = refusal(dir);
    expect(err.holder.pid).toBe(process.pid);
    expect(err.message).toContain(`process ${process.pid}, since ${holder.since}`);
    expect(err.message).toContain(dir);

    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another process holds it, and takes over once that process was killed', async () => {
    const dir = tempDir();
    const child = await holderProcess(dir);
    expect(refusal(dir).holder.pid).toBe(child.pid);

    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true); // left behind: nobody cleaned up
    const lock = lockDataDir(dir);
    expect((JSON.parse(readFileSync(lock.path, 'utf8')) as LockHolder).pid).toBe(process.pid);
    lock.release();
  }, 20_000);

  it('is released when the holding process exits', async () => {
    const dir = tempDir();
    const child = await holderProcess(dir);
    child.stdin!.write('bye\n');
    await exited(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 20_000);

  it('takes over the lock of a dead process on this host, or one no server wrote', () => {
    const dir = tempDir();
    writeRecord(dir, { pid: deadPid() });
    lockDataDir(dir).release();
    writeFileSync(join(dir, LOCK_FILE), 'not a lock record');
    lockDataDir(dir).release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another program',
    () => {
      const dir = tempDir();
      // The parent runs, but it is not the process that wrote this record.
      writeRecord(dir, { pid: process.ppid, processStart: '1' });
      lockDataDir(dir).release();
      // Same for a record written by this pid before a restart (pid 1 in a container).
      writeRecord(dir, { pid: process.pid });
      lockDataDir(dir).release();
    },
  );

  it('respects a holder on another host until its heartbeat stops', () => {
    const dir = tempDir();
    writeRecord(dir, { pid: 1, hostname: 'elsewhere' });
    const err = refusal(dir);
    expect(err.message).toContain('process 1 on host elsewhere');
    expect(err.message).toContain(`delete ${join(dir, LOCK_FILE)}`);

    const tenMinutesAgo = new Date(Date.now() - 600_000);
    utimesSync(join(dir, LOCK_FILE), tenMinutesAgo, tenMinutesAgo);
    lockDataDir(dir).release();
  });
});

describe('the server on a locked DATA_DIR', () => {
  it('opens the embedded database once at a time and frees it on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('refuses to start, says what holds the directory and exits non-zero', async () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await exited(child);
    lock.release();
    expect(child.exitCode).toBe(1);
    expect(stderr).toContain(`DATA_DIR ${dir} is in use by another Playdesk server`);
    expect(stderr).toContain(`process ${process.pid}, since `);
  }, 60_000);
});
