// The shapes of the build artifacts and config files the specs read or edit, typed once.
export interface RuntimeConfigFile {
  apiUrl: string;
  remotes: Record<string, string>;
}

interface FederationAssets {
  assets: { js: { sync: string[] } };
}

/** The parts of a remote's `mf-manifest.json` the specs look at. */
export interface FederationManifest {
  shared: (FederationAssets & { name: string })[];
  exposes: FederationAssets[];
}

/** A remote's `fragments/index.json`: its build id and each page's HTML files. */
export interface FragmentIndex {
  build: string;
  pages: Record<string, { files: Record<string, string> }>;
}
