// The run-time config (docs/contract.md#run-time-configuration): where the API and the remotes are, read by
// every page when it loads, so a deployment moves them without a rebuild. The page server makes it from the
// environment or from a file people edit by hand, checked with this schema; pages read what it serves.
import * as z from 'zod/mini';
import { API, APPS, REMOTES, portBaseOf, portsFrom } from './topology.ts';

function canParse(value: string) {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const httpUrl = z.string({ error: 'must be a URL string' }).check(
  z.refine(canParse, { error: (issue) => `is not a URL: ${JSON.stringify(issue.input)}`, abort: true }),
  z.refine((value) => /^https?:$/.test(new URL(value).protocol), {
    error: (issue) => `must be an http(s) URL: ${String(issue.input)}`,
  }),
);

export const runtimeConfigSchema = z.object(
  {
    apiUrl: httpUrl,
    /** Each remote's mf-manifest.json, by remote name. */
    remotes: z.record(z.string(), httpUrl, { error: 'must be an object of manifest URLs' }),
    /**
     * The site's address for search engines and link previews (canonical links, og:url, the sitemap); without
     * it, the origin each request came to. An origin, never a path: canonical links are origin + path.
     */
    publicOrigin: z.optional(
      z.pipe(
        httpUrl,
        z.transform((value) => new URL(value).origin),
      ),
    ),
  },
  { error: 'must be a JSON object' },
);

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

/** A run-time config, or an error that says what is wrong with it ('apiUrl is not a URL: "htp//x"'), for a hand edit's typo. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(
    `${issue?.path.length ? issue.path.join('.') : 'the run-time config'} ${issue?.message ?? 'is not valid'}`,
  );
}

/** A remote's variable may name its origin or its manifest; the config always holds the manifest URL. */
export function manifestUrlOf(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  return trimmed.endsWith('.json') ? trimmed : `${trimmed}/mf-manifest.json`;
}

/**
 * The config the environment states (API_URL, MARKETING_URL, …, PUBLIC_ORIGIN), each service at its port on
 * `host` when its variable is not set (the topology's, moved by PORT_BASE).
 */
export function runtimeConfigFromEnv(
  env: Record<string, string | undefined>,
  { host = 'localhost' }: { host?: string } = {},
): RuntimeConfig {
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined;
  const ports = portsFrom(portBaseOf(env));
  return {
    ...(publicOrigin ? { publicOrigin } : {}),
    apiUrl: (env[API.urlEnv] || `http://${host}:${ports.api}`).replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      REMOTES.map((name) => [name, manifestUrlOf(env[APPS[name].urlEnv ?? ''] || `http://${host}:${ports[name]}`)]),
    ),
  };
}
