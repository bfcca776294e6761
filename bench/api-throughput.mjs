// What the catalogue stack costs per request: GET /api/v1/products?page_size=16&page=1 on the production build
// (routing, validation, two SQLite queries through Kysely, serialisation, compression check, request logging)
// against a bare Fastify route that sends the very same bytes. Needs apps/api/dist/server.js (build first).
// Extra environment (LOG_LEVEL=warn, for instance) is passed on to the API.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { freePort, startProductionServer } from './production-server.mjs';

const PATH = '/api/v1/products?page_size=16&page=1';
const LOAD = { connections: 10, pipelining: 1 };
const WARM_UP_SECONDS = 3;
const MEASURE_SECONDS = 10;

// The bare server runs on a thread of its own so that it does not share an event loop with autocannon.
const BARE_SERVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const Fastify = createRequire(workerData.resolveFrom)('fastify');
const app = Fastify();
app.get('/api/v1/products', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(workerData.body);
});
app.listen({ host: '127.0.0.1', port: workerData.port }).then(() => parentPort.postMessage('listening'));
`;

async function startBareServer(body) {
  const port = await freePort();
  const worker = new Worker(BARE_SERVER, {
    eval: true,
    // Fastify is a dependency of the API workspace: resolve it from there, wherever npm hoisted it.
    workerData: { body, port, resolveFrom: new URL('../apps/api/package.json', import.meta.url).pathname },
  });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => worker.terminate() };
}

async function load(url, seconds) {
  const result = await autocannon({ url, duration: seconds, ...LOAD });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

async function measure(name, url) {
  await load(url, WARM_UP_SECONDS);
  const result = await load(url, MEASURE_SECONDS);
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const api = await startProductionServer();
let bare;
try {
  const body = await (await fetch(`${api.origin}${PATH}`)).text();
  bare = await startBareServer(body);

  console.log(
    `GET ${PATH} (${Buffer.byteLength(body)} bytes), ${LOAD.connections} connections, ` +
      `${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s each\n`,
  );
  const real = await measure('FarmKit API (production build, SQLite)', `${api.origin}${PATH}`);
  const baseline = await measure('bare Fastify, same bytes', `${bare.origin}${PATH}`);

  console.table(
    [real, baseline].map(({ name, requestsPerSecond, p99Ms }) => ({
      server: name,
      'requests/s': Math.round(requestsPerSecond),
      'p99 latency (ms)': p99Ms,
    })),
  );
  // autocannon measures latency in whole milliseconds: a p99 of 0 means under 1 ms, and no ratio exists.
  const latencyRatio =
    baseline.p99Ms > 0
      ? `${(real.p99Ms / baseline.p99Ms).toFixed(2)}x the p99 latency`
      : `p99 ${real.p99Ms} ms against under 1 ms`;
  console.log(
    `real/bare: ${(real.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} of the requests/s, ${latencyRatio}`,
  );
} finally {
  await bare?.stop();
  await api.stop();
}
