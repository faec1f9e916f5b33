// e2e runs against Debian's Chromium, never a downloaded browser. On a fresh machine of
// this kind (root, apt) it installs it; anywhere else it says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests ...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `No browser at ${chrome}. Install Debian's chromium (sudo apt-get install chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
}
