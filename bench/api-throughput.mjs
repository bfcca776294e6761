// What the catalogue stack costs per request, on the production build (routing, validation, the catalogue
// answer, compression check, request logging), against a bare Fastify route that sends the very same bytes,
// in one run so that the ratios hold on a busy machine. Rows: the product list
// (GET /api/v1/products?page_size=16&page=1), a product page (GET /api/v1/products/<id>/) and the list asked
// again with its ETag in If-None-Match (a 304 without body), compared with the bare list route: what a
// revalidating browser costs against a bare full answer. Needs apps/api/dist/server.js (build first).
// Extra environment (LOG_LEVEL=warn, for instance) is passed on to the API.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { freePort, startProductionServer } from './production-server.mjs';

const LIST_PATH = '/api/v1/products?page_size=16&page=1';
const LOAD = { connections: 10, pipelining: 1 };
const WARM_UP_SECONDS = 3;
const MEASURE_SECONDS = 10;

// The bare server runs on a thread of its own so that it does not share an event loop with autocannon. It
// answers each path it was given with that path's bytes.
const BARE_SERVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const Fastify = createRequire(workerData.resolveFrom)('fastify');
const app = Fastify();
for (const [path, body] of Object.entries(workerData.bodies)) {
  app.get(path, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
app.listen({ host: '127.0.0.1', port: workerData.port }).then(() => parentPort.postMessage('listening'));
`;

/** `bodies`: route path (without query) -> the bytes it sends. */
async function startBareServer(bodies) {
  const port = await freePort();
  const worker = new Worker(BARE_SERVER, {
    eval: true,
    // Fastify is a dependency of the API workspace: resolve it from there, wherever npm hoisted it.
    workerData: { bodies, port, resolveFrom: new URL('../apps/api/package.json', import.meta.url).pathname },
  });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => worker.terminate() };
}

/** Every answer must have `status`; anything else (or a socket error) stops the run. */
async function load(url, seconds, { headers = {}, status = 200 } = {}) {
  const result = await autocannon({ url, duration: seconds, headers, ...LOAD });
  const other = Object.entries(result.statusCodeStats).filter(([code]) => Number(code) !== status);
  if (other.length > 0 || result.errors > 0) {
    const codes = other.map(([code, { count }]) => `${count} x ${code}`).join(', ');
    throw new Error(
      `${url}: expected only ${status}, got ${codes || 'none other'} and ${result.errors} errors`,
    );
  }
  return result;
}

async function measure(url, options) {
  await load(url, WARM_UP_SECONDS, options);
  const result = await load(url, MEASURE_SECONDS, options);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const pathOf = (path) => path.split('?')[0];

const api = await startProductionServer();
let bare;
try {
  const list = await fetch(`${api.origin}${LIST_PATH}`);
  const listBody = await list.text();
  const etag = list.headers.get('etag');
  const productPath = `/api/v1/products/${JSON.parse(listBody).results[0].id}/`;
  const productBody = await (await fetch(`${api.origin}${productPath}`)).text();
  bare = await startBareServer({ [pathOf(LIST_PATH)]: listBody, [productPath]: productBody });

  console.log(
    `${LOAD.connections} connections, ${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s each; ` +
      `list ${Buffer.byteLength(listBody)} bytes, product page ${Buffer.byteLength(productBody)} bytes\n`,
  );
  // Each real row is measured right next to its bare row, so that both see the same load from other work.
  const rows = [];
  const row = async (name, url, { options, bareRow } = {}) => {
    const measured = { name, ...(await measure(url, options)) };
    const ratio = bareRow && (measured.requestsPerSecond / bareRow.requestsPerSecond).toFixed(2);
    rows.push({ ...measured, ratio });
    return measured;
  };
  const bareList = await row(`bare Fastify: list's bytes`, `${bare.origin}${LIST_PATH}`);
  await row(`API: GET ${LIST_PATH}`, `${api.origin}${LIST_PATH}`, { bareRow: bareList });
  const bareProduct = await row(`bare Fastify: product's bytes`, `${bare.origin}${productPath}`);
  await row(`API: GET ${productPath}`, `${api.origin}${productPath}`, { bareRow: bareProduct });
  // A build without ETags (before the catalogue cache) answers the revalidation in full, with a 200.
  await row(`API: the list, If-None-Match (${etag ? 304 : '200, no ETag'})`, `${api.origin}${LIST_PATH}`, {
    options: { headers: { 'if-none-match': etag ?? '"none"' }, status: etag ? 304 : 200 },
    bareRow: bareList,
  });

  console.table(
    rows.map(({ name, requestsPerSecond, p99Ms, ratio }) => ({
      server: name,
      'requests/s': Math.round(requestsPerSecond),
      // autocannon measures latency in whole milliseconds: 0 means under 1 ms.
      'p99 latency (ms)': p99Ms,
      'real/bare requests/s': ratio ?? '',
    })),
  );
  console.log(
    'real/bare: each API row against the bare route sending the same bytes; the 304 row against the bare list.',
  );
} finally {
  await bare?.stop();
  await api.stop();
}
