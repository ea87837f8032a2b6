// The benchmark's yardstick: the least a Node.js HTTP server can do. Reads the body to answer from stdin, listens on
// the port given as argument, prints "ready", then answers that precomputed body to every request.
import { createServer } from 'node:http';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
