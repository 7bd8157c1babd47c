// The dashboard's server state: one TanStack Query client per session (bulletproof-react's
// src/lib/react-query.ts). Why a library and not more hand-written stores: dashboard-mfe/README.md.
import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { errorStatus } from '@blueprint/shared/api';

export const queryConfig = {
  queries: {
    // The socket keeps what is on screen current (src/app/live-updates.ts): nothing is read again just because
    // time passed or the window got focus. A query that no event can keep current opts in to both.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A failure is shown with its Retry at once; a 401 has ended the session (src/lib/api-client.ts).
    retry: false,
  },
} satisfies DefaultOptions;

declare module '@tanstack/react-query' {
  interface Register {
    /** `what`: what a query loads, in words, for the console when it fails ("the program counts"). */
    queryMeta: { what?: string };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    // Every failed read is logged here, once, except a 401: the API client has ended the session, which is
    // not an error here.
    queryCache: new QueryCache({
      onError: (failure, query) => {
        if (errorStatus(failure) !== 401) console.error(`Could not load ${query.meta?.what ?? 'data'}:`, failure);
      },
    }),
  });
}
