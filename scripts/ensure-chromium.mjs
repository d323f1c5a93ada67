#!/usr/bin/env node
// Browser tests use Debian's Chromium (never a downloaded browser), Korean fonts, and poppler's pdftotext/pdfinfo
// (the print test reads the PDF Chromium prints). Installs them when we may; otherwise says in one sentence what to install.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasFonts = () => spawnSync('sh', ['-c', 'fc-list :lang=ko | grep -qi noto'], { stdio: 'ignore' }).status === 0;
const hasPoppler = () => spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdfinfo'], { stdio: 'ignore' }).status === 0;
if (existsSync(exe) && hasFonts() && hasPoppler()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (!isRoot || !isDebian) {
  console.error(`Browser tests need Chromium at ${exe} and Korean fonts: install the Debian packages "chromium", "fonts-noto-cjk" and "poppler-utils" (apt-get install -y chromium fonts-noto-cjk poppler-utils) and run npm test again.`);
  process.exit(1);
}
console.log('Installing chromium, fonts-noto-cjk and poppler-utils from Debian packages…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk poppler-utils > /dev/null', { stdio: 'inherit' });
process.exit(existsSync(exe) && hasPoppler() ? 0 : 1);
