// Where a page server reaches the API (@blueprint/contract/api/releases): API_INTERNAL_URL, one origin or several
// comma-separated, tried in turn while one cannot be reached; else API_URL. A GET asked of "the API" is asked of the
// origin that answered last, and of the next while one fails (no answer, or 5xx: a replica stopping).

/** The API's origins for this server, without a trailing slash; [] when neither variable is set. */
export function apiOriginsOf(env: Record<string, string | undefined>): string[] {
  const list = env.API_INTERNAL_URL || env.API_URL || '';
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The API cannot give what was asked now (no origin answered, or what came was not whole): nothing can be said
 * of what it holds, so what needed it is answered 503, never a 404 a browser or CDN might keep.
 */
export class ApiUnavailable extends Error {
  override name = 'ApiUnavailable';
}

export interface ApiClient {
  /** The first answer below 500 of the origins, in turn; throws ApiUnavailable when none gives one. */
  get(pathname: string, timeoutMs: number): Promise<Response>;
}

export function createApiClient({
  origins,
  fetch = globalThis.fetch,
}: {
  origins: readonly string[];
  fetch?: typeof globalThis.fetch;
}): ApiClient {
  let preferred = 0;
  return {
    async get(pathname, timeoutMs) {
      const reasons: string[] = [];
      for (let tried = 0; tried < origins.length; tried += 1) {
        const index = (preferred + tried) % origins.length;
        const origin = origins[index]!;
        try {
          const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(timeoutMs) });
          if (response.status < 500) {
            preferred = index;
            return response;
          }
          await response.body?.cancel();
          reasons.push(`${origin}: ${response.status}`);
        } catch (error) {
          reasons.push(`${origin}: ${(error as Error).message}`);
        }
      }
      throw new ApiUnavailable(`GET ${pathname}: ${reasons.join('; ') || 'no API origin'}`);
    },
  };
}
