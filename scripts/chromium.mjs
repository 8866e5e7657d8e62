// Where the system Chromium is and how every tool here starts it (tests, bench). Browsers cannot
// be downloaded on our machines, so the Debian package (or CHROMIUM_PATH) is used.
import fs from 'node:fs';

/** Quiet, sandbox-free headless Chromium: no background traffic to a network we do not have. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}
