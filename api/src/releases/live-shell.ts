// What the live shell shares and which pages its route table sends to each remote, read from its build over
// HTTP (host-shared.json and remote-pages.json beside its pages): the deploy gate's other side. The shell may
// run as several page servers (SHELL_INTERNAL_URL lists them): they serve one build, and the first that
// answers is read.
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

async function readOne(shellUrl: string): Promise<LiveShell> {
  const [host, routes] = await Promise.all([
    json(`${shellUrl}/host-shared.json`),
    json(`${shellUrl}/remote-pages.json`),
  ]);
  return { shared: (host as { shared: SharedPackage[] }).shared, routes: routes as RemotePage[] };
}

/** The live shell's build from the first of `shellUrls` that answers both files; the last failure otherwise. */
export async function readLiveShell(shellUrls: string | readonly string[]): Promise<LiveShell> {
  const urls = typeof shellUrls === 'string' ? [shellUrls] : shellUrls;
  const failures: string[] = [];
  for (const url of urls) {
    try {
      return await readOne(url);
    } catch (error) {
      const message = (error as Error).message;
      failures.push(message.startsWith(url) ? message : `${url}: ${message}`);
    }
  }
  throw new Error(failures.join('; ') || 'no shell URL is set');
}
