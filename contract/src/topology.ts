// The system's topology (topology.json, the one statement of it): every app, its folder and default port, and
// the API. The scripts, the build config factory, the page server, the shell's route table and the API's CORS
// default all read it from here.
import * as z from 'zod/mini';
import topology from './topology.json' with { type: 'json' };

const port = z.int().check(z.minimum(1), z.maximum(65_535));
/** The environment variable that says where a service is reached (API_URL, MARKETING_URL, …). */
const urlEnv = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/));

const serviceSchema = z.object({ dir: z.string(), port, urlEnv: z.optional(urlEnv) });

export const topologySchema = z.object({
  apps: z
    .record(z.string(), serviceSchema)
    .check(
      z.refine(
        (apps) => 'shell' in apps && Object.entries(apps).every(([name, app]) => name === 'shell' || app.urlEnv),
        'there is a shell, and every other app names the variable of its URL (urlEnv)',
      ),
    ),
  api: z.object({ dir: z.string(), port, urlEnv }),
});

export type Service = z.infer<typeof serviceSchema>;
/** The apps' names are topology.json's keys. */
export type AppName = keyof typeof topology.apps;
/** Every app the shell loads. */
export type RemoteName = Exclude<AppName, 'shell'>;

const parsed = topologySchema.parse(topology);

export const APPS = parsed.apps as Record<AppName, Service>;

/** The remotes, in the order of the route table and the run-time config. */
export const REMOTES = Object.keys(APPS).filter((name): name is RemoteName => name !== 'shell');

export const API = parsed.api;

/** A service's name: an app, or the API. */
export type ServiceName = AppName | 'api';

// The Fetch standard's "bad ports" above 1023 (SIP, X11, IRC, ...): Node's fetch and Chromium refuse them.
const UNSAFE_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * Every service's port. Without a base, the topology's; a base (PORT_BASE) moves them all, to run beside another
 * copy: the apps in order from the base (shell, remotes base+1..4), the API at base+10.
 */
export function portsFrom(base = 0): Record<ServiceName, number> {
  const ports = {
    ...Object.fromEntries(Object.entries(APPS).map(([name, app], i) => [name, base ? base + i : app.port])),
    api: base ? base + 10 : API.port,
  } as Record<ServiceName, number>;
  for (const [name, port] of Object.entries(ports)) {
    if (UNSAFE_PORTS.has(port))
      throw new Error(
        `${name} would listen on ${port}, a port that fetch and browsers refuse to reach: choose another base`,
      );
  }
  return ports;
}

/** PORT_BASE from an environment: 0 (the topology's own ports) when it is not set. */
export function portBaseOf(env: Record<string, string | undefined>): number {
  const base = Number(env.PORT_BASE || 0);
  if (!Number.isInteger(base) || base < 0 || base > 65_000)
    throw new Error(`PORT_BASE must be a port number, not ${JSON.stringify(env.PORT_BASE)}`);
  return base;
}
