// Whether the time of a password reset request tells that an e-mail has an account
// (docs/spec-decisions.md#reset-and-resend-reveal-nothing): the production server answers
// POST /api/v1/accounts/request-reset-password/ for registered and unknown e-mails, interleaved, each e-mail once
// (a second request within 60 s is a 429). Prints the medians and the 90th percentiles of both. Needs
// apps/api/dist/server.js (build first). `node bench/reset-timing.mjs <n>` sets how many e-mails of each kind
// (200).
import { startProductionServer } from './production-server.mjs';

const ACCOUNTS = Number(process.argv[2] ?? 200);
const PASSWORD = 'Green#Farm1';

// Each request comes from an address of its own, so the per-address limits stay out of the measure.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const server = await startProductionServer({ TRUST_PROXY: 'true' });
const post = (path, body) =>
  fetch(`${server.origin}/api/v1/accounts/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });

async function timedReset(email) {
  const started = performance.now();
  const response = await post('request-reset-password/', { email });
  await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`reset request answered ${response.status}`);
  return ms;
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];

try {
  const run = `${process.pid}.${Date.now()}`;
  const known = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `known.${run}.${i}@example.ng`;
    const signup = await post('signup/', {
      name: 'Ada Obi',
      email,
      gender: 'F',
      country: 'NG',
      phone_number: '+2348021234567',
      password: PASSWORD,
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
    known.push(email);
  }
  // Warm-up, not measured: the first requests compile the route's code paths.
  for (let i = 0; i < 20; i++) await timedReset(`warm.${run}.${i}@example.ng`);

  const times = { known: [], unknown: [] };
  for (let i = 0; i < ACCOUNTS; i++) {
    // Alternating which goes first, so neither kind always follows the other's background work.
    const order = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      const email = kind === 'known' ? known[i] : `unknown.${run}.${i}@example.ng`;
      times[kind].push(await timedReset(email));
    }
  }
  console.log(
    `POST accounts/request-reset-password/, ${ACCOUNTS} registered and ${ACCOUNTS} unknown e-mails:`,
  );
  for (const kind of ['known', 'unknown']) {
    console.log(
      `  ${kind.padEnd(7)} median ${percentile(times[kind], 0.5).toFixed(2)} ms, p90 ${percentile(times[kind], 0.9).toFixed(2)} ms`,
    );
  }
  const ratio = percentile(times.known, 0.5) / percentile(times.unknown, 0.5);
  console.log(`  known/unknown median ratio ${ratio.toFixed(2)}`);
} finally {
  await server.stop();
}
