// A remote's own page (alone on its port, no shell): puts Module Federation's runtime core where the remote's
// build reads it (federation-runtime-plugin.mjs). In the shell's pages the shell provides it instead.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
