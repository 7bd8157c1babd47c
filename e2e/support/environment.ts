// Where the system under test runs and which browser drives it: Debian's Chromium, never a downloaded one.
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 5000);
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Headless as root in a closed network: no sandbox, and none of Chromium's own background traffic.
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
