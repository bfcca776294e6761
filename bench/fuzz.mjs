// The API fuzz test as a soak run: FUZZ_RUNS generated requests per OpenAPI operation (2,000 unless set) on SQLite,
// and FUZZ_POSTGRES_RUNS (300) on PostgreSQL when TEST_DATABASE_URL is set. `npm test` runs the same test with
// 300 and 100. Prints each database's request count and status histogram; exits non-zero on any 5xx or a
// malformed answer. Replay a failure with the FUZZ_SEED it prints.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000',
  FUZZ_POSTGRES_RUNS: process.env.FUZZ_POSTGRES_RUNS ?? '300',
};
const started = performance.now();
const run = spawnSync('npx', ['vitest', 'run', 'src/fuzz.test.ts'], { cwd: apiDir, env, stdio: 'inherit' });
console.log(`fuzz soak: ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(run.status ?? 1);
