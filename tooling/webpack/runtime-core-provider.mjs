// The shell's federation runtime plugin that puts its runtime core on the global the remotes' builds read
// (federation-runtime-plugin.mjs). Module Federation's own `provideExternalRuntime` does the same through
// @module-federation/runtime-tools, which webpack resolves to a second, CommonJS copy of the runtime core
// (docs/decisions/2026-11-27-one-federation-runtime-core.md): this imports the very module the shell's runtime
// runs on.
// It runs as the shell's federation runtime starts, before any remote entry is loaded.
import * as runtimeCore from '@module-federation/runtime-core';

/** @returns {{ name: string }} */
export default function provideRuntimeCore() {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return { name: 'provide-runtime-core' };
}
