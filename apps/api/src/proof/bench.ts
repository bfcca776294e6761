// `npm run bench:instances`: whole shopper journeys (sign up, verify, cart, Pay Now through the Paystack stand-in
// or on delivery, place) against SQLite with one instance, PostgreSQL with one, and PostgreSQL with two behind a
// random balancer, in one run; prints orders per second and the placement's p50/p99 for each. PostgreSQL and
// Redis come from TEST_DATABASE_URL and TEST_REDIS_URL (each run gets a schema of its own). SHOPPERS and
// CONCURRENCY tune the load (200 and 16 by default).
import { Cluster } from './cluster.js';
import type { Instance } from './instances.js';
import { driveShoppers } from './shoppers.js';

const shoppers = Number(process.env.SHOPPERS ?? 200);
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

async function measure(label: string, instances: number, postgresUrl?: string) {
  const cluster = new Cluster({ instances, postgresUrl, redisUrl });
  try {
    await cluster.start();
    const [first] = cluster.instances as [Instance];
    // The six best-stocked products, so that the run measures orders rather than sold-out answers.
    const products = await fetch(`${first.origin}/api/v1/products/?page_size=50`).then(
      (response) => response.json() as Promise<{ results: { id: number; stock: number }[] }>,
    );
    const productIds = products.results
      .sort((a, b) => b.stock - a.stock)
      .slice(0, 6)
      .map(({ id }) => id);
    const started = performance.now();
    const outcomes = await driveShoppers({
      instances: cluster.instances,
      smtp: cluster.smtp,
      paystack: cluster.paystack,
      productIds,
      shoppers,
      concurrency,
      seed: 7,
      runId: cluster.runId,
    });
    const seconds = (performance.now() - started) / 1000;
    const placements = outcomes.flatMap((outcome) =>
      outcome.placementMs === undefined ? [] : [outcome.placementMs],
    );
    return {
      run: label,
      shoppers,
      'orders placed': placements.length,
      'orders/s': (placements.length / seconds).toFixed(1),
      'placement p50 ms': percentile(placements, 0.5).toFixed(0),
      'placement p99 ms': percentile(placements, 0.99).toFixed(0),
    };
  } finally {
    await cluster.stop();
  }
}

const rows = [await measure('SQLite, 1 instance', 1)];
if (databaseUrl) {
  rows.push(await measure('PostgreSQL, 1 instance', 1, databaseUrl));
  rows.push(await measure('PostgreSQL, 2 instances', 2, databaseUrl));
} else {
  console.warn('TEST_DATABASE_URL is not set: only SQLite is measured.');
}
console.table(rows);
