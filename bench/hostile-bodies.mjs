// What hostile JSON bodies cost the production server (docs/spec-decisions.md#body-limits-and-depth): 1 MiB of
// nested arrays `[[[…]]]` sent to POST /api/v1/accounts/refresh/, alone (status, wall time and the server's CPU
// time per body), then sixteen at once while an unrelated GET /api/v1/products/category/ is timed. Needs
// apps/api/dist/server.js (build first).
import { readFileSync } from 'node:fs';
import { startProductionServer } from './production-server.mjs';

const BODY_BYTES = 1024 * 1024;
const ALONE = 10;
const AT_ONCE = 16;
const nested = '['.repeat(BODY_BYTES / 2) + ']'.repeat(BODY_BYTES / 2);

const CLOCK_TICKS_PER_SECOND = 100;
/** The server's user + system CPU time so far, in ms (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, bytes: body.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startProductionServer();
try {
  const sendNested = () =>
    fetch(`${server.origin}/api/v1/accounts/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested,
    });
  const unrelated = () => fetch(`${server.origin}/api/v1/products/category/`);

  const alone = [];
  for (let i = 0; i < ALONE; i++) {
    const before = cpuMs(server.pid);
    const answer = await timed(sendNested);
    alone.push({ ...answer, cpuMs: cpuMs(server.pid) - before });
  }
  const quiet = [];
  for (let i = 0; i < 20; i++) quiet.push((await timed(unrelated)).ms);

  // A shopper's request every 50 ms while the flood is being answered.
  let settled = false;
  const flood = Promise.all(Array.from({ length: AT_ONCE }, () => timed(sendNested))).finally(() => {
    settled = true;
  });
  const underFlood = [];
  while (!settled) {
    underFlood.push((await timed(unrelated)).ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const flooded = await flood;

  console.log(`${ALONE} nested bodies of ${BODY_BYTES} bytes to accounts/refresh/, one at a time:`);
  console.log(`  statuses ${[...new Set(alone.map((a) => a.status))].join(', ')}`);
  console.log(
    `  wall ms median ${median(alone.map((a) => a.ms)).toFixed(1)}, max ${Math.max(...alone.map((a) => a.ms)).toFixed(1)}`,
  );
  console.log(
    `  server CPU ms median ${median(alone.map((a) => a.cpuMs)).toFixed(0)}, max ${Math.max(...alone.map((a) => a.cpuMs)).toFixed(0)} (10 ms resolution)`,
  );
  console.log(`GET products/category/ alone: median ${median(quiet).toFixed(1)} ms`);
  console.log(
    `GET products/category/ every 50 ms while ${AT_ONCE} nested bodies arrive at once: ` +
      `worst ${Math.max(...underFlood).toFixed(1)} ms, median ${median(underFlood).toFixed(1)} ms ` +
      `(statuses of the flood: ${[...new Set(flooded.map((a) => a.status))].join(', ')})`,
  );
} finally {
  await server.stop();
}
