// Lighthouse 12 against the production build: per page, the four category scores, the Core Web Vitals
// Lighthouse measures, and the bytes loaded; then the accessibility, best-practices and SEO audits that fail.
// Mobile form factor with simulated throttling (Lighthouse's defaults), in Debian's Chromium.
//
//   npm run bench:lighthouse [-- --runs=3] [/other/path ...]
//
// It builds nothing: run `npx turbo run build` first. With --runs=N each figure is the median of N runs, since a
// shared machine's timings wander from run to run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';
import { freePort, repoRoot, startProductionServer } from './production-server.mjs';

const DEFAULT_PATHS = ['/', '/homepage/', '/homepage/view/3'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function parseArguments(args) {
  let runs = 1;
  const paths = [];
  for (const arg of args) {
    const runsFlag = /^--runs=(\d+)$/.exec(arg);
    if (runsFlag) runs = Number(runsFlag[1]);
    else if (arg.startsWith('/')) paths.push(arg);
    else throw new Error(`unknown argument "${arg}": expected --runs=N or paths such as /homepage/`);
  }
  if (runs < 1) throw new Error('--runs must be at least 1');
  return { runs, paths: paths.length > 0 ? paths : DEFAULT_PATHS };
}

const storefrontIndex = path.join(repoRoot, 'apps/storefront/dist/index.html');
if (!existsSync(storefrontIndex)) {
  throw new Error(
    `${path.relative(repoRoot, storefrontIndex)} is missing: run \`npx turbo run build\` first.`,
  );
}

/** Chromium with the shared flags, open to Lighthouse on a DevTools port, on a throw-away profile. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'farmkit-lighthouse-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stopping it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group has exited already
    }
    await exited;
    // A helper may still be writing to the profile for a moment: a temporary folder left behind is no reason to
    // lose the figures.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch (error) {
      console.warn(`Could not remove the Chromium profile ${profile}: ${error.message}`);
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its DevTools port within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** `exited` settles with the exit code when Chromium exits, for whatever reason. */
  return { port, exited, stop };
}

/** The figures of one Lighthouse run. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    ),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
  };
}

/** Audits of the non-performance categories that fail (a score below 1), as `category: id (title)`. */
function failingAudits(lhr) {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((categoryId) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => `${categoryId}: ${result.id} (${result.title})`),
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;

/** Longer than a run ever takes here (about 20 s); a run past it has hung. */
const RUN_TIMEOUT_MS = 180_000;

/**
 * One Lighthouse run in a Chromium of its own, as Lighthouse CI does: on a busy machine a browser reused across
 * runs now and then loses the page load's trace (NO_NAVSTART). A run that fails (a Lighthouse runtime error, a
 * Chromium that exits, or a hang) is tried once more.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const chromium = await startChromium();
    let timer;
    try {
      const running = lighthouse(url, {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
      });
      // Without these, a browser that dies mid-run leaves Lighthouse waiting on a closed socket forever.
      const exited = chromium.exited.then((code) => {
        throw new Error(`Chromium exited (${code}) during the run`);
      });
      const timedOut = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)),
          RUN_TIMEOUT_MS,
        );
      });
      for (const loser of [running, exited]) loser.catch(() => {});
      const result = await Promise.race([running, exited, timedOut]);
      const error = result
        ? result.lhr.runtimeError
        : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
      if (!error) return result.lhr;
      throw new Error(`${error.code}: ${error.message}`);
    } catch (error) {
      if (attempt === 2) throw new Error(`${url}: ${error.message}`);
      console.warn(`${url}: ${error.message}; trying once more`);
    } finally {
      clearTimeout(timer);
      await chromium.stop();
    }
  }
}

const { runs, paths } = parseArguments(process.argv.slice(2));
const server = await startProductionServer();
try {
  const rows = {};
  const failures = [];
  const benchmarkIndexes = [];
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(server.origin + pagePath);
      results.push(figuresOf(lhr));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (run === 0) failures.push(...failingAudits(lhr).map((line) => `${pagePath} ${line}`));
    }
    const m = (key) => median(results.map((figures) => figures[key]));
    rows[pagePath] = {
      perf: m('performance'),
      a11y: m('accessibility'),
      'best-pr': m('best-practices'),
      seo: m('seo'),
      LCP: seconds(m('lcp')),
      TBT: `${Math.round(m('tbt'))} ms`,
      CLS: m('cls').toFixed(3),
      FCP: seconds(m('fcp')),
      total: kib(m('totalBytes')),
      script: kib(m('scriptBytes')),
    };
  }
  console.log(
    `Lighthouse 12, mobile, simulated throttling; ${runs === 1 ? 'one run' : `median of ${runs} runs`}`,
  );
  console.table(rows);
  // Lighthouse's own measure of the host's CPU: timings from runs far apart on this scale do not compare.
  console.log(
    `Host CPU benchmark index (higher is faster): ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}`,
  );
  console.log(
    failures.length ? `Failing audits (first run):\n  ${failures.join('\n  ')}` : 'No failing audits.',
  );
} finally {
  await server.stop();
}
