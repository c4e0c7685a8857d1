/**
 * One process per PGlite data directory. PGlite has no lock of its own: two servers on one
 * DATA_DIR both start, each sees only its own writes, and after a restart some of them are gone.
 * So the server holds `DATA_DIR/playdesk.lock` while the database is open.
 *
 * The file names its holder (pid, host, since when). It appears atomically — written aside, then
 * hard-linked into place, which fails if it exists — so a reader never sees half a record. It is
 * removed on release and on process exit. A file left by a process that could not clean up
 * (kill -9, power loss) is taken over when its holder is provably gone: on this host, its pid no
 * longer runs, or now belongs to another program (Linux: different boot or process start time);
 * from another host sharing the volume, its heartbeat (the file's mtime) has stopped.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'playdesk.lock';
const HEARTBEAT_MS = 15_000;
/** A holder on another host whose heartbeat is this old is taken for dead. */
const FOREIGN_STALE_MS = 120_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** ISO time the lock was taken. */
  since: string;
  /** Linux only: tell a reused pid from the holder (after a reboot or a container restart). */
  bootId?: string;
  processStart?: string;
  /** Release removes the file only if it still holds this token. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const here = holder.hostname === hostname();
    super(
      `DATA_DIR ${dataDir} is in use by another Playdesk server: process ${holder.pid}` +
        `${here ? '' : ` on host ${holder.hostname}`}, since ${holder.since}.\n` +
        'Two servers on one embedded database lose each other\u2019s writes. Stop that server ' +
        'first, or give this one its own DATA_DIR (or use PostgreSQL through DATABASE_URL).' +
        (here ? '' : `\nIf that process no longer runs, delete ${join(dataDir, LOCK_FILE)}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Lock files this process holds: its own pid in a file is only a live holder if listed here. */
const heldHere = new Set<string>();

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = (): string | undefined => readOptional('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/{pid}/stat: start time in clock ticks since boot. */
function processStart(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
  const rest = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return rest?.[19];
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.hostname === 'string'
      ? (value as LockHolder)
      : null;
  } catch {
    return null;
  }
}

function holderIsGone(path: string, holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) {
    try {
      return Date.now() - statSync(path).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return true; // released meanwhile
    }
  }
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return true;
  if (holder.pid === process.pid) return !heldHere.has(path);
  if (!pidRuns(holder.pid)) return true;
  const start = processStart(holder.pid);
  return Boolean(holder.processStart && start && holder.processStart !== start);
}

/**
 * Moves a stale lock file out of the way, unless another process replaced it after we read it
 * (then its file is put back). Three processes racing on one stale file within the same instant
 * could still collide; a start-up lock does not need more.
 */
function removeStale(path: string, staleText: string): void {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    if (readOptional(aside) !== staleText) linkSync(aside, path);
  } catch {
    // Yet another process created a lock meanwhile; the caller reads whatever is there now.
  } finally {
    unlinkSync(aside);
  }
}

/** Takes DATA_DIR's lock or throws DataDirLockedError naming the holder. The directory must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    since: new Date().toISOString(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  const draft = `${path}.${process.pid}.${me.token}.new`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      if (attempt >= 5) throw new Error(`Could not take the lock ${path}: it keeps changing.`);
      const text = readOptional(path);
      if (text === undefined) continue; // released meanwhile
      const holder = parseHolder(text);
      // An unreadable record was not written by a running server (the file appears complete).
      if (holder && !holderIsGone(path, holder)) throw new DataDirLockedError(dataDir, holder);
      removeStale(path, text);
    }
  } finally {
    unlinkSync(draft);
  }

  heldHere.add(path);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // The directory went away; nothing to keep alive.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const release = (): void => {
    if (!heldHere.delete(path)) return;
    clearInterval(heartbeat);
    process.off('exit', release);
    const holder = parseHolder(readOptional(path) ?? '');
    if (holder?.token === me.token) unlinkSync(path);
  };
  // Covers process.exit() and uncaught errors; only kill -9 and power loss leave the file behind.
  process.on('exit', release);
  return { path, release };
}
