// /runtime-config.json: asked for on every page view and by every health probe, so it is answered from text
// made once per config (the config changes only when its file does). Where no proxy is trusted no hook has
// anything to add to it (HSTS needs a trusted proxy), so the server answers it before Fastify routes the
// request; otherwise Fastify's route does (app.ts), after its hooks.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';

export const CONFIG_PATH = '/runtime-config.json';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' };

/** Text, not bytes: Node writes a text body and its headers in one write, a Buffer in a second. */
const serialized = new WeakMap<RuntimeConfig, { text: string; length: number }>();
function json(config: RuntimeConfig): { text: string; length: number } {
  let answer = serialized.get(config);
  if (answer === undefined) {
    const text = JSON.stringify(config);
    serialized.set(config, (answer = { text, length: Buffer.byteLength(text) }));
  }
  return answer;
}

/** Writes the config; `before`: headers already set for this response (Fastify's hooks). Never compressed (a few hundred bytes). */
export function writeConfig(response: ServerResponse, config: RuntimeConfig, head: boolean, before: OutgoingHttpHeaders = {}): void {
  const body = json(config);
  response.writeHead(200, { ...before, ...HEADERS, 'content-length': body.length });
  response.end(head ? undefined : body.text);
}

/** Fastify's own HTTP server (the same timeouts), answering the config itself. */
export function configFirstServer(config: () => Promise<RuntimeConfig>): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
      if (request.url !== CONFIG_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return handler(request, response);
      config().then(
        (current) => writeConfig(response, current, request.method === 'HEAD'),
        () => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
          response.end('Internal error');
        },
      );
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    return server;
  };
}
