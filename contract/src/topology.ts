// The system's topology (topology.json, the one statement of it): every app, its folder and default port, and
// the API. The scripts, the webpack factory, the page server, the shell's route table and the API's CORS
// default all read it from here.
import * as z from 'zod/mini';
import topology from './topology.json' with { type: 'json' };

const port = z.int().check(z.minimum(1), z.maximum(65_535));
/** The environment variable that says where a service is reached (API_URL, MARKETING_URL, …). */
const urlEnv = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/));

const serviceSchema = z.object({ dir: z.string(), port, urlEnv: z.optional(urlEnv) });

export const topologySchema = z.object({
  apps: z.record(z.string(), serviceSchema).check(
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
