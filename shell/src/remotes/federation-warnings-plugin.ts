// Federation runtime plugin: reports a shared singleton whose version does not satisfy what a remote (or the
// shell) requires: the runtime then only warns on the console ("Version … of shared singleton module … does
// not satisfy the requirement of …") and runs the page on the other version. Its resolveShare hook is where
// the runtime decides that, so this checks the same thing there (a strictVersion share throws instead, and
// that failure is reported as the remote's load error). Registered globally too: each remote's container
// has a federation instance of its own, created when its entry loads, and picks up global plugins then.
import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { reportBrowserError } from './error-reports';

/** The shell's own name in the federation (its build's `name`). */
const HOST = 'shell';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** The remote a version warning is about: the one whose requirement is not met, else the one that provided the version. */
export function versionWarningOf({
  pkgName,
  version,
  shareInfo,
  shareScopeMap,
  scope,
}: ResolveShareArgs): { remote: string; pkgName: string } | undefined {
  const { singleton, requiredVersion, strictVersion } = shareInfo.shareConfig ?? {};
  if (
    !singleton ||
    strictVersion ||
    typeof requiredVersion !== 'string' ||
    !version ||
    satisfy(version, requiredVersion)
  )
    return undefined;
  const provider = shareScopeMap[scope]?.[pkgName]?.[version]?.from;
  const remote = shareInfo.from !== HOST ? shareInfo.from : provider;
  return remote ? { remote, pkgName } : undefined;
}

export default function federationWarningsPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'blueprint-federation-warnings',
    resolveShare(args) {
      try {
        const warning = versionWarningOf(args);
        if (warning) reportBrowserError(warning.remote, 'federation-warning');
      } catch {
        // The runtime turns a plugin's exception into its own error: a report never costs the page that.
      }
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
