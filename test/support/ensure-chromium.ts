import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * First step of `npm test`: the browser tests drive Debian's Chromium. On a machine without it, install it
 * when we may (root with apt-get, as CI and a fresh Debian machine are), or stop at once with the command,
 * instead of failing every browser test file minutes later.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
const SUDO_INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

if (!existsSync(CHROMIUM)) {
  if (!canInstall()) {
    console.error(
      `The browser tests need Debian's chromium at ${CHROMIUM}. Install it with:\n  ${SUDO_INSTALL}\n(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's chromium for the browser tests (${INSTALL})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
