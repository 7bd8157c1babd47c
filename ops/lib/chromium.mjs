// Debian's Chromium, never a downloaded one, and the flags every browser run here uses (e2e, benches, the
// deployment rehearsal): headless as root in a closed network, so no sandbox and none of Chromium's own
// background traffic, whose connections this machine's network refuses.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
