// The shapes of the build artifacts the specs read that the contract does not state (the run-time config and the
// fragments index are @blueprint/contract's), typed once.

interface FederationAssets {
  assets: { js: { sync: string[] } };
}

/** The parts of a remote's `mf-manifest.json` the specs look at. */
export interface FederationManifest {
  shared: (FederationAssets & { name: string })[];
  exposes: FederationAssets[];
}
