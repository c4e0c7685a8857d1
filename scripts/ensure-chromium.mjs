// Browser tests need Debian's Chromium headless shell, and the whole Chromium for web push and
// third-party cookies (Playwright's own browser download cannot work here; e2e/support/browser.ts
// says why). Installs them with apt-get when missing and we are root; otherwise explains what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// Two specs need the whole Chromium too (e2e/support/browser.ts, FULL_CHROMIUM_PATH).
const full = '/usr/bin/chromium';
const missing = () => !existsSync(path) || !existsSync(full);
if (!missing()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium or its headless shell is missing: installing them with apt-get…`);
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
    { stdio: 'inherit' },
  );
  if (!missing()) process.exit(0);
}
console.error(
  `Browser tests need Chromium's headless shell at ${path} and Chromium at ${full}. Install ` +
    'them (Debian: sudo apt-get install -y chromium chromium-headless-shell), or set ' +
    'CHROMIUM_PATH to a Chromium/Chrome binary for the others.',
);
process.exit(1);
