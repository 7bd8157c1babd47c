import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ResponseDoc, RouteDoc } from './route-doc';
import { errorBody } from './schemas';

/** A route as Fastify registered it, with its description and what the document adds from its context. */
export interface DescribedRoute {
  method: string;
  url: string;
  doc: RouteDoc;
  /** Behind the staff guard: a bearer token is needed, and 401 is a possible answer. */
  staff: boolean;
  /** A rate limit applies: 429 is a possible answer. */
  rateLimited: boolean;
}

type JsonSchema = Record<string, unknown>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Turns zod schemas into JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), one side at a time: the input
 * side for requests (what a client may send, before trimming and defaults), the output side for answers.
 * Named schemas become components; two sides of one name must agree.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = json;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const component = rewriteRefs(definition);
      const known = this.components[name];
      if (known && JSON.stringify(known) !== JSON.stringify(component)) {
        throw new Error(`The schema ${name} differs between requests and answers: give one of them another name`);
      }
      this.components[name] = component;
    }
    return rewriteRefs(rest);
  }
}

/** zod refers to named schemas as `#/$defs/Name`; in the document they live under components. */
function rewriteRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

/** One OpenAPI parameter per property of an object schema. */
function parameters(schemas: SchemaConverter, schema: core.$ZodType | undefined, location: 'query' | 'path'): OpenAPIV3_1.ParameterObject[] {
  if (!schema) return [];
  const json = schemas.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const errorResponse = (description: string, headers?: Record<string, string>): ResponseDoc => ({ description, schema: errorBody, headers });
const RETRY_AFTER = { 'Retry-After': 'Seconds to wait before trying again' };

/** The answers a route gets from its context rather than from its handler. */
function contextResponses(route: DescribedRoute): Record<number, ResponseDoc> {
  const added: Record<number, ResponseDoc> = {};
  const readsBody = BODY_METHODS.has(route.method);
  if (readsBody || route.doc.query || route.doc.params) {
    added[400] = errorResponse('Validation failed (`errors` lists each field and what is wrong with it), or the body is not valid JSON');
  }
  if (route.staff) added[401] = errorResponse('No valid staff token');
  if (readsBody) {
    added[413] = errorResponse('The body is larger than 16 KiB');
    added[415] = errorResponse('The body is not JSON');
  }
  if (route.rateLimited) added[429] = errorResponse('Too many requests from this address; try again later', RETRY_AFTER);
  // Any route may find the database busy or stalled: it answers 503 (with Retry-After) rather than wait.
  added[503] = errorResponse('The service is busy or its database did not answer in time; try again later', RETRY_AFTER);
  return added;
}

function operation(schemas: SchemaConverter, route: DescribedRoute): OpenAPIV3_1.OperationObject {
  const { doc } = route;
  const responses: OpenAPIV3_1.ResponsesObject = {};
  const all = { ...contextResponses(route), ...doc.responses };
  for (const [status, response] of Object.entries(all).sort(([a], [b]) => a.localeCompare(b))) {
    responses[status] = {
      description: response.description,
      ...(response.headers
        ? { headers: Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) }
        : {}),
      ...(response.schema ? { content: { [response.contentType ?? 'application/json']: { schema: schemas.convert(response.schema, 'output') } } } : {}),
    };
  }
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = parameters(schemas, doc.params, 'path');
  const missing = pathNames.filter((name) => !params.some((param) => param.name === name));
  if (missing.length > 0) throw new Error(`${route.method} ${route.url} does not describe its path parameter ${missing.join(', ')}`);
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    ...(route.staff ? { security: [{ staffToken: [] }] } : {}),
    parameters: [...params, ...parameters(schemas, doc.query, 'query')],
    ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemas.convert(doc.body, 'input') } } } } : {}),
    responses,
  };
}

/** `GET /api/internships/:id` → `getApiInternshipsById`. */
function operationId({ method, url }: DescribedRoute): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** `/api/internships/:id` → `/api/internships/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function buildDocument(routes: DescribedRoute[], version: string): OpenAPIV3_1.Document {
  const schemas = new SchemaConverter();
  const paths: OpenAPIV3_1.PathsObject = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = (paths[openApiPath(route.url)] ??= {});
    (path as Record<string, OpenAPIV3_1.OperationObject>)[route.method.toLowerCase()] = operation(schemas, route);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Blueprint Academy API',
      version,
      description:
        'The API of the Blueprint Academy site: the public forms, staff login, and the staff dashboard. Every error is `{message, errors?}`. ' +
        'Text fields are trimmed, and refuse control and text-direction characters (a message may hold tab, LF and CR). ' +
        'Realtime events travel over Socket.IO on the same origin (not described here).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: [
      { name: 'public', description: 'The site’s forms and staff login: no token needed' },
      { name: 'staff', description: 'The staff dashboard: `Authorization: Bearer <token from login>`' },
      { name: 'service', description: 'Health and this description' },
    ],
    paths,
    components: {
      securitySchemes: { staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /api/auth/login' } },
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
