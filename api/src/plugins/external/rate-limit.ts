import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

// Limits apply where a route asks for them (the public posts, the 404 handler): `global: false`.
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many requests, please try again later' }),
    });
  },
  { name: 'rate-limit' },
);
