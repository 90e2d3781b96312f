import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The floor for the public-read benchmark, in a process of its own like the app: a bare node:http
 * server answering each path with the prebuilt JSON body the app gave for it. Reads
 * `{ path: body }` from the file named in argv, prints its port, runs until killed.
 */
const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))));

const server = createServer((request, response) => {
  const body = bodies.get(request.url);
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
