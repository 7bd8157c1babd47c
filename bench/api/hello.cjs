// The ceiling: a plain Fastify hello-world with the API's Fastify version, measured the same way.
const { createRequire } = require('node:module');
const path = require('node:path');

const fastify = createRequire(path.join(__dirname, '..', '..', 'api', 'package.json'))('fastify');
const app = fastify();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('listening'));
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
