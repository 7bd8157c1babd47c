// The run-time config (@blueprint/contract/runtime-config): where the API and the remotes are, read when the
// page loads, so a deployment moves them without a rebuild. The page server puts into the page the config it
// checked against the contract's schema (a data block, PAGE_DATA.config); without that, it is fetched from
// /runtime-config.json on the page's own origin and checked here with the same schema, loaded only then (it
// stays out of every first view).
import { PAGE_DATA } from '@blueprint/contract/page-server';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import topology from '@blueprint/contract/topology.json' with { type: 'json' };

export type { RuntimeConfig };

let current: RuntimeConfig | undefined;

/** The JSON in the page's data block `id` (PAGE_DATA), parsed; undefined where the page has none. */
export function pageData<T>(id: string): T | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** The config in memory, else the one the page server put into the page (read once, then kept). */
function known(): RuntimeConfig | undefined {
  current ??= pageData<RuntimeConfig>(PAGE_DATA.config);
  return current;
}

/** Loads the config once per page; every later call answers from memory. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const config = known();
  if (config) return config;
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /runtime-config.json (HTTP ${response.status})`);
  const body: unknown = await response.json();
  const { parseRuntimeConfig } = await import('@blueprint/contract/runtime-config');
  try {
    current = parseRuntimeConfig(body);
  } catch (error) {
    throw new Error(`/runtime-config.json is not a valid run-time config: ${(error as Error).message}`);
  }
  return current;
}

/** For tests and for hosts that already hold a config. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}

/** The API origin: from the loaded config, else the API's default port (the topology's) on this page's host. */
export function getApiUrl(): string {
  const config = known();
  if (config) return config.apiUrl;
  const { protocol, hostname } =
    typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost' } : window.location;
  return `${protocol}//${hostname}:${topology.api.port}`;
}
