/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (the "old" headless Chromium,
 * which Playwright itself uses for headless runs), or CHROMIUM_PATH. Measured on the same 18
 * console tests: 59 s of CPU against 84 s with the full `chromium` in headless mode (its renderer
 * and browser process paint for a window nobody sees); the whole suite in `.ci/run` took 13.2 min
 * with the shell, while the whole browser had done 156 of its 252 tests in 11.9 min of the next
 * run on the same idle machine. The browser tests are CPU-bound on CI's two cores. `scripts/ensure-chromium.mjs` installs it when missing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole Chromium, for what only it has: its switch that blocks third-party cookies
 * (`--test-third-party-cookie-phaseout`; the headless shell ignores it) and web push (the shell
 * has no `PushManager`). Debian's `chromium`.
 */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/** The switches every test browser starts with (this machine's network is closed). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
