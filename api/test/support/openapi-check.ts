import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { METRICS_PATH } from '@blueprint/contract/observability';

// Checks an answer against the OpenAPI document: the operation exists, declares the status, the content
// type, and the body matches the declared schema. helper.ts runs it on every `app.inject` of the API tests.

export interface Answer {
  method: string;
  /** The URL as requested, query string included. */
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  /** Path parameters: fewer means more specific (`/stats` before `/{id}`). */
  parameters: number;
  responses: OpenAPIV3_1.ResponsesObject;
  requestBody?: object;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Component references as ajv finds them: the components live in one schema of their own. */
const COMPONENTS_ID = 'openapi-components';
const toAjvRefs = (schema: unknown, prefix: string) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${prefix}#/$defs/`)) as Record<
    string,
    unknown
  >;

export class OpenApiChecker {
  private readonly operations: Operation[] = [];
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(readonly document: OpenAPIV3_1.Document) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: toAjvRefs(document.components?.schemas ?? {}, '') });
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const parameters = (path.match(/\{\w+\}/g) ?? []).length;
        const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[^/]+')}$`);
        const requestBody = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']
          ?.schema;
        this.operations.push({
          method: method.toUpperCase(),
          path,
          pattern,
          parameters,
          responses: op.responses ?? {},
          requestBody,
        });
      }
    }
    this.operations.sort((a, b) => a.parameters - b.parameters);
  }

  /** Compiles every answer's schema: a schema ajv cannot use fails here, not in some later test. */
  compileAll() {
    for (const op of this.operations) {
      for (const response of Object.values(op.responses) as OpenAPIV3_1.ResponseObject[]) {
        for (const media of Object.values(response.content ?? {})) if (media.schema) this.validator(media.schema);
      }
    }
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toAjvRefs(schema, COMPONENTS_ID));
      this.validators.set(schema, validate);
    }
    return validate;
  }

  /** What the document's request schema finds wrong with a body; none when it allows it. */
  bodyProblems(method: string, path: string, body: unknown): string[] {
    const op = this.operations.find((candidate) => candidate.method === method && candidate.path === path);
    if (!op?.requestBody) return [`${method} ${path} takes no body`];
    const validate = this.validator(op.requestBody);
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message}`);
  }

  /** What is wrong with the answer, as sentences; none when it matches the document. */
  problems(answer: Answer): string[] {
    const method = answer.method.toUpperCase();
    if (method === 'HEAD' || method === 'OPTIONS') return [];
    const path = answer.url.split('?')[0] ?? '';
    const op = this.operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    const where = `${method} ${answer.url} → ${answer.statusCode}`;
    // The document itself, the docs page (swagger-ui's HTML and files) and the metrics are not operations of the API.
    if (path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/')) return [];
    if (path === METRICS_PATH) return [];
    if (!op) {
      // An address or a method the API does not have: the not-found handler's 404 or 405 (or its 429) is
      // no operation's.
      return [404, 405, 429].includes(answer.statusCode) ? [] : [`${where}: no operation in the document`];
    }
    const response = op.responses[String(answer.statusCode)] as OpenAPIV3_1.ResponseObject | undefined;
    if (!response) return [`${where}: ${method} ${op.path} does not declare ${answer.statusCode}`];
    const content = response.content ?? {};
    const declared = Object.keys(content);
    if (declared.length === 0) return answer.body === '' ? [] : [`${where}: declared without a body, but has one`];
    const type = answer.contentType?.split(';')[0]?.trim();
    const media = type ? content[type] : undefined;
    if (!type || !media) return [`${where}: content type ${type ?? 'none'} is not one of ${declared.join(', ')}`];
    if (type !== 'application/json' || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = this.validator(media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${where}: body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }
}
