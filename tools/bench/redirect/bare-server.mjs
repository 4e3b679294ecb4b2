// The reference: a bare node:http server answering the scan redirect's 302 from a Map, in a
// process of its own. Destinations come as JSON ({slug: url}) in BENCH_DESTINATIONS; prints
// `{"port":...}` once it listens.
import { createServer } from 'node:http';

const destinations = new Map(Object.entries(JSON.parse(process.env.BENCH_DESTINATIONS ?? '{}')));

const server = createServer((req, res) => {
  const location = destinations.get((req.url ?? '').slice('/s/'.length));
  res.writeHead(location ? 302 : 404, location ? { location } : {}).end();
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
