import type { SystemUrls } from '@blueprint/ops/system';

/** What global-setup hands to the tests (through process.env, which the workers inherit). */
export interface E2EState {
  urls: SystemUrls;
  runtimeConfigFile: string;
  logFile: string;
  dataDir: string;
}

export function e2eState(): E2EState {
  const raw = process.env.E2E_STATE;
  if (!raw) throw new Error('E2E_STATE is missing: run the tests through playwright.config.ts (global setup)');
  return JSON.parse(raw) as E2EState;
}
