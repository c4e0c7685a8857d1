// Browser tests need Debian's Chromium (Playwright's own browser download cannot work here).
// Installs it with apt-get when missing and we are root; otherwise explains what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium not found at ${path}: installing Debian's chromium with apt-get…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Browser tests need Chromium at ${path}. Install it (Debian: sudo apt-get install -y chromium) ` +
    'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
);
process.exit(1);
