// What /metrics reports (routes/metrics.ts), registered only where METRICS_TOKEN is set: requests by route
// pattern and status, counted once answered, and the browser reports counted (routes/public/browser-errors.ts)
// by remote, release and kind; and the process's own metrics.
import fp from 'fastify-plugin';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import type { BrowserErrorReport } from '@blueprint/contract/api/browser-errors';
import { METRICS } from '@blueprint/contract/observability';

export interface Metrics {
  registry: Registry;
  /** A browser report the API counted (one naming a release it has, so the labels stay few). */
  browserReport(report: BrowserErrorReport): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics?: Metrics;
  }
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({ ...METRICS.requests, registers: [registry] });
    const reports = new Counter({ ...METRICS.browserReports, registers: [registry] });
    app.decorate('metrics', {
      registry,
      browserReport: ({ remote, release, kind }: BrowserErrorReport) => reports.inc({ remote, release, kind }),
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The pattern ('/api/internships/:id'), never the address: a few series, whatever is asked.
      requests.inc({ method: request.method, route: request.routeOptions.url ?? 'none', status: reply.statusCode });
      done();
    });
  },
  { name: 'metrics' },
);
