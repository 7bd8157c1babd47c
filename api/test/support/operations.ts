import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

// The API's routes as its OpenAPI document states them, so a test that must cover every route of a kind
// (every one needing a token, every admin route, every paged list) finds them there instead of in a list
// kept by hand: a new route is covered by being declared.

export interface Operation {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  /** As the document writes it: `/api/internships/{id}`. */
  path: string;
  /** A URL that reaches it: each path parameter a well-formed id that no row has. */
  url: string;
  operation: OpenAPIV3_1.OperationObject;
}

/** A well-formed id (a UUIDv7) that no test stores. */
export const UNKNOWN_ID = '0190a0b0-0000-7000-8000-000000000000';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operations(document: OpenAPIV3_1.Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation
        ? [
            {
              method: method.toUpperCase() as Operation['method'],
              path,
              url: path.replace(/\{\w+\}/g, UNKNOWN_ID),
              operation,
            },
          ]
        : [];
    }),
  );
}

/** Whether a route needs the staff token (the document marks it with `security`). */
export const needsToken = ({ operation }: Operation) => (operation.security?.length ?? 0) > 0;

/** Whether a route is for admins only (it declares 403 for a `staff` account; every staff route declares 403
 * for an admin without a second factor under STAFF_MFA=required). */
export const adminOnly = ({ operation }: Operation) =>
  ((operation.responses?.['403'] as OpenAPIV3_1.ResponseObject | undefined)?.description ?? '').startsWith(
    'Only an admin',
  );

/** Whether a route is a list read page by page (it takes `cursor`). */
export const paged = ({ operation }: Operation) =>
  ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).some(
    (parameter) => parameter.in === 'query' && parameter.name === 'cursor',
  );

/**
 * Every route the app serves, as `METHOD /path` in the document's notation, read from Fastify's route tree
 * (`printRoutes`: one segment a line, four columns a level). HEAD and OPTIONS, which Fastify adds, and the
 * document and its page are left out: they are no operations of the API.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]!.length - 1) / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (!method || method === 'HEAD' || method === 'OPTIONS') continue;
      if (path === '*' || path === '/api/openapi.json' || path.startsWith('/api/docs')) continue;
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}
