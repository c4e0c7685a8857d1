/**
 * The server's clock for browser tests (TEST_HOOKS, never in production: config.ts): the whole
 * process's `Date` runs `offset` milliseconds from the real time, so a spec can play on three
 * days in a row (e2e/loyalty.spec.ts) and everything that reads the time — a play's end, the
 * business's day, a job's run — agrees. Installed once, at the start of main.ts, before any
 * request; moved only by the test-only route (test-hooks.ts). Dates made before it are still
 * `instanceof Date`.
 */
let offset = 0;
let installed = false;

export function installTestClock(): void {
  if (installed) return;
  installed = true;
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Moves the clock to `ms` from the real time (0: the real time). */
export function setClockOffset(ms: number): void {
  if (!installed) throw new Error('The test clock is not installed (TEST_HOOKS is off).');
  offset = ms;
}

export const clockOffset = (): number => offset;
