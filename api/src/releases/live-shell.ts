// What the live shell shares and which pages its route table sends to each remote, read from its build over
// HTTP (host-shared.json and remote-pages.json beside its pages): the deploy gate's other side.
import type { SharedPackage } from '@blueprint/contract/release-gate';
import type { RemotePage } from '@blueprint/contract/routes';

export interface LiveShell {
  shared: SharedPackage[];
  routes: RemotePage[];
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export async function readLiveShell(shellUrl: string): Promise<LiveShell> {
  const [host, routes] = await Promise.all([
    json(`${shellUrl}/host-shared.json`),
    json(`${shellUrl}/remote-pages.json`),
  ]);
  return { shared: (host as { shared: SharedPackage[] }).shared, routes: routes as RemotePage[] };
}
