/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (the "old" headless Chromium,
 * which Playwright itself uses for headless runs), or CHROMIUM_PATH. Measured on the same 18
 * console tests: 59 s of CPU against 84 s with the full `chromium` in headless mode (its renderer
 * and browser process paint for a window nobody sees); the browser tests are CPU-bound on CI's two
 * cores. `scripts/ensure-chromium.mjs` installs it when missing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole Chromium, for what only it has: its switch that blocks third-party cookies
 * (`--test-third-party-cookie-phaseout`; the headless shell ignores it). Debian's `chromium`.
 */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';
