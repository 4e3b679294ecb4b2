// The load generator, in a process of its own so that it costs neither server anything but the
// machine's CPU (like wrk): autocannon with keep-alive connections, each sending its next
// request as soon as the last one is answered, cycling through the given paths.
// Usage: node load.mjs <port> <connections> <seconds> <json array of paths> <user-agent>
// Prints one line of JSON.
import autocannon from 'autocannon';

const [port, connections, seconds, paths, userAgent] = process.argv.slice(2);

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'user-agent': userAgent },
  requests: JSON.parse(paths).map((path) => ({ method: 'GET', path })),
});
process.stdout.write(
  `${JSON.stringify({
    // Sent: every request written, including the one each connection still had in flight when the run stopped.
    sent: result.requests.sent,
    answered: result.requests.total,
    redirects: result.statusCodeStats['302']?.count ?? 0,
    errors: result.errors,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  })}\n`,
);
