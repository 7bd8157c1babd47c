// /runtime-config.json: the run-time config, from where the site source says (site-source.ts), at the releases
// the visitor's cohort and preview get (the same as its pages'; no cohort is handed out here). Asked for by
// every health probe and by the browser where a page did not carry it, so it is answered from text made once per
// config (one per audience key, changed only when its file or the live map does), never compressed (a few
// hundred bytes).
import type { FastifyInstance } from 'fastify';
import { runtimeConfigSchema, type RuntimeConfig } from '@blueprint/contract/runtime-config';
import { jsonSchemaOf } from './json-schema';

export const CONFIG_PATH = '/runtime-config.json';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // It follows the cohort and preview cookies.
  'cache-control': 'private, no-cache',
  vary: 'Cookie',
  'access-control-allow-origin': '*',
};

export default async function runtimeConfigRoutes(app: FastifyInstance) {
  const serialized = new WeakMap<RuntimeConfig, string>();
  const textOf = (config: RuntimeConfig) => {
    let text = serialized.get(config);
    if (text === undefined) serialized.set(config, (text = JSON.stringify(config)));
    return text;
  };
  // Sent as text, so the serializer never runs: the schema says what the answer is.
  app.get(
    CONFIG_PATH,
    { compress: false, schema: { response: { 200: jsonSchemaOf(runtimeConfigSchema) } } },
    async (request, reply) => reply.headers(HEADERS).send(textOf(await app.site.config(app.audienceOf(request)))),
  );
}
