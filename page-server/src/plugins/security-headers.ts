// HSTS when the request came over HTTPS. This server speaks plain HTTP: only a proxy it trusts (TRUST_PROXY)
// can say so. Each page's Content-Security-Policy is its own (pages/content-security-policy.ts), written with
// the page.
import fp from 'fastify-plugin';

export default fp<{ trustProxy: unknown }>(
  async (app, { trustProxy }) => {
    if (trustProxy === false) return;
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
    });
  },
  { name: 'security-headers' },
);
