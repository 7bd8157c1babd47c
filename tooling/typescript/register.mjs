// @ts-check
// Lets plain JavaScript on Node import the workspace's TypeScript (@blueprint/contract). Node strips the types
// itself from 22.18 on, but not under node_modules, where a deployed copy of the packages lives (`pnpm deploy`,
// the Docker image); elsewhere, and on older Nodes (20), tsx's loader does, registered here. Import this before,
// never beside, what reads the contract: every import is loaded before the module that names it runs, so an
// entry point imports this, then the rest with `await import(…)` (docs/decisions/2026-11-27-contract-package.md).
const stripsTypes = Boolean(/** @type {{ typescript?: string | false }} */ (process.features).typescript);
if (!stripsTypes || import.meta.url.includes('/node_modules/')) {
  const { register } = await import('tsx/esm/api');
  register();
}
