// Where the system under test runs and which browser drives it (Debian's Chromium, with the flags every run uses).
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 5000);
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '@blueprint/ops/chromium';
