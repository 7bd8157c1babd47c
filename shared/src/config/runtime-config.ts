// The run-time config (docs/contract.md): where the API and the remotes are, read when the page loads, so a
// deployment moves them without a rebuild. The static server inlines it into index.html; without that, it is
// fetched from /runtime-config.json on the page's own origin.

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

declare global {
  interface Window {
    __BLUEPRINT_CONFIG__?: unknown;
  }
}

let current: RuntimeConfig | undefined;

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { apiUrl, remotes } = value as Record<string, unknown>;
  return (
    typeof apiUrl === 'string' &&
    typeof remotes === 'object' &&
    remotes !== null &&
    Object.values(remotes).every((url) => typeof url === 'string')
  );
}

/** Loads the config once per page; every later call answers from memory. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (current) return current;
  const inlined = typeof window === 'undefined' ? undefined : window.__BLUEPRINT_CONFIG__;
  if (isRuntimeConfig(inlined)) {
    current = inlined;
    return current;
  }
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /runtime-config.json (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error('/runtime-config.json is not a valid run-time config');
  current = body;
  return current;
}

/** For tests and for hosts that already hold a config. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}

/** The API origin: from the loaded config, else the API's default port on this page's host. */
export function getApiUrl(): string {
  if (current) return current.apiUrl;
  if (typeof window !== 'undefined' && isRuntimeConfig(window.__BLUEPRINT_CONFIG__)) {
    return window.__BLUEPRINT_CONFIG__.apiUrl;
  }
  const { protocol, hostname } = typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost' } : window.location;
  return `${protocol}//${hostname}:4000`;
}
