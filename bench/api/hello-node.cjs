// The yardstick of the side-by-side bench (api-versus.mjs): a plain Node HTTP server answering a small JSON
// body, no framework, measured in the same run as the APIs so that a busy machine shows in it too.
const http = require('node:http');

const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
