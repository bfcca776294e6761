import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.js';
import { enqueueEmail, sendJobEmail } from '../mail/email-jobs.js';
import type { OutboxMessage } from '../mail/mail-message.js';
import { describeEachDialect, type TestDatabase } from '../test/dialects.js';
import { messagesTo } from '../test/outbox.js';
import { retryDelayMs } from './job-worker.js';
import { claimJob, completeJob, enqueueJob, jobCountsByState } from './jobs.repository.js';

declare module './job-kinds.js' {
  interface JobPayloads {
    'test.count': { n: number };
    'test.flaky': { failures: number };
    'test.slow': { ms: number };
    'test.nobody': Record<string, never>;
  }
}

describe('retryDelayMs', () => {
  const timing = { retryBaseMs: 1000, retryMaxMs: 60_000 };

  it('doubles with each attempt, up to the ceiling, within the upper half of each step (jitter)', () => {
    expect(retryDelayMs(1, timing, () => 0)).toBe(500);
    expect(retryDelayMs(1, timing, () => 1)).toBe(1000);
    expect(retryDelayMs(4, timing, () => 0)).toBe(4000);
    expect(retryDelayMs(4, timing, () => 1)).toBe(8000);
    expect(retryDelayMs(30, timing, () => 1)).toBe(60_000);
    for (let attempt = 1; attempt < 10; attempt++) {
      const delay = retryDelayMs(attempt, timing);
      const ceiling = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});

/** The suite's process reads the time from this clock, which a test moves forward instead of waiting. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
  advance(ms: number) {
    clock.offsetMs += ms;
  },
};

/** What the test handlers saw: each `test.count` job by the processes that ran it, `test.flaky`'s attempts. */
const seen = { counts: new Map<number, string[]>(), flakyAttempts: [] as number[], slow: [] as string[] };

/**
 * Set by the race test: each process's first job waits until the other process has started one, so both take
 * part whatever the machine's load (on two busy cores one process could otherwise drain all of them first).
 */
let raceBarrier: { started: Set<string>; open: () => void; opened: Promise<void> } | undefined;

function openRaceBarrier() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  raceBarrier = { started: new Set(), open, opened };
}

/** The test kinds' handlers, for a process named `name`. */
function testHandlers(name: string) {
  return (app: FastifyInstance) => {
    app.jobs.handle('test.count', async ({ n }) => {
      if (raceBarrier && !raceBarrier.started.has(name)) {
        raceBarrier.started.add(name);
        if (raceBarrier.started.size === 2) raceBarrier.open();
        await raceBarrier.opened;
      }
      // A pause, so the claims of racing processes interleave.
      await sleep(Math.random() * 3);
      seen.counts.set(n, [...(seen.counts.get(n) ?? []), name]);
    });
    app.jobs.handle('test.flaky', async ({ failures }, job) => {
      seen.flakyAttempts.push(job.attempt);
      if (job.attempt <= failures) throw new Error(`SMTP down (attempt ${job.attempt})`);
    });
    app.jobs.handle('test.slow', async ({ ms }) => {
      seen.slow.push('started');
      await sleep(ms);
      seen.slow.push('finished');
    });
  };
}

describeEachDialect('durable jobs', (dialect) => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  /** The suite's API process: it runs jobs only when drained, retries within a second, and serves /metrics. */
  let app: App;

  /** An API process on the suite's database, with the test handlers added before it is ready. */
  async function startApp(name: string, options: Partial<AppOptions>): Promise<App> {
    const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-jobs-'));
    dataDirs.push(dataDir);
    const started = buildApp({ ...options, database: database.config, dataDir });
    // After the app's own plugins, so the jobs plugin has decorated it.
    started.register(async (instance) => testHandlers(name)(instance));
    await started.ready();
    return started;
  }

  beforeAll(async () => {
    database = await dialect.createDatabase();
    app = await startApp('first', {
      // A first retry 0.5-1 s after a failure: long enough that one drain on a loaded machine does not reach it.
      jobs: { runInBackground: false, retryBaseMs: 1000, now: clock.now },
      metricsToken: 'scraper-token',
    });
  });
  beforeEach(() => {
    seen.counts.clear();
    seen.flakyAttempts.length = 0;
    seen.slow.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function jobRow(id: number) {
    return app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** A process claims the job with a short lease, then is killed: it never finishes nor records anything. */
  async function claimAndDie(kind: 'test.count' | 'email', leaseMs: number) {
    const claimed = await claimJob(app.db, {
      workerId: 'killed-worker',
      kinds: [kind],
      now: clock.now(),
      leaseMs,
    });
    if (!claimed) throw new Error(`a ${kind} job was due`);
    return claimed;
  }

  it('runs each job exactly once when two API processes race for many jobs', async () => {
    // The suite's process drains; the second also runs three loops in the background.
    const second = await startApp('second', { jobs: { concurrency: 3, pollIntervalMs: 5 } });
    openRaceBarrier();
    try {
      const count = 150;
      // All due at once, as one commit: written one by one, the second process's loops could run each job as it
      // arrived and leave the first nothing to race for.
      const ids = await app.db.transaction().execute(async (trx) => {
        const written = [];
        for (let n = 0; n < count; n++) written.push(await enqueueJob(trx, 'test.count', { n }));
        return written;
      });

      await Promise.all([app.jobs.drain(), second.jobs.drain(), app.jobs.drain()]);

      expect(seen.counts.size).toBe(count);
      for (const [n, by] of seen.counts) expect({ n, runs: by.length }).toEqual({ n, runs: 1 });
      expect(new Set([...seen.counts.values()].flat())).toEqual(new Set(['first', 'second']));
      const rows = await app.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('id', 'in', ids)
        .execute();
      expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    } finally {
      raceBarrier = undefined;
      await second.close();
    }
  });

  it('keeps one row per recurring job however many processes start, and reschedules it after each run', async () => {
    await app.jobs.drain();
    const sweeps = await app.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'stock.release-expired-holds')
      .execute();
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]).toMatchObject({
      state: 'queued',
      attempts: 0,
      unique_key: 'stock.release-expired-holds',
    });
    expect(new Date(sweeps[0]?.run_after ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('runs again a job whose worker died mid-run, once its lease has expired, and only then', async () => {
    const id = await enqueueJob(app.db, 'test.count', { n: 1 });
    expect((await claimAndDie('test.count', 400)).id).toBe(id);

    await app.jobs.drain();
    expect(seen.counts.get(1)).toBeUndefined();
    expect(await jobRow(id)).toMatchObject({ state: 'running', locked_by: 'killed-worker', attempts: 1 });

    clock.advance(450);
    await app.jobs.drain();
    expect(seen.counts.get(1)).toEqual(['first']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });

    // The dead worker's word, if it ever came, changes nothing: the job is no longer its own.
    await completeJob(app.db, { id, workerId: 'killed-worker' });
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('sends a retried e-mail under the same Message-ID, so it counts once', async () => {
    const message = {
      to: 'retry@example.ng',
      subject: 'Your order',
      text: 'Thank you.',
      html: '<p>Thanks</p>',
    };
    const id = await enqueueEmail(app.db, message);
    // A worker sends it and dies before recording it as done.
    await sendJobEmail(app, await claimAndDie('email', 300), message);
    clock.advance(350);
    await app.jobs.drain();

    const outbox = join(app.dataDir, 'outbox');
    const sent = await Promise.all(
      (await readdir(outbox))
        .filter((file) => file.endsWith('.json'))
        .map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMessage),
    );
    const copies = sent.filter((copy) => copy.to === 'retry@example.ng').map((copy) => copy.messageId);
    expect(copies).toEqual([`<job-${id}@localhost>`, `<job-${id}@localhost>`]);
    expect(await messagesTo(app, 'retry@example.ng')).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a failing job with growing delays, and marks it dead with its last error once its attempts are spent', async () => {
    const recovers = await enqueueJob(app.db, 'test.flaky', { failures: 1 }, { maxAttempts: 3 });
    const dies = await enqueueJob(app.db, 'test.flaky', { failures: 5 }, { maxAttempts: 3 });

    const before = clock.now().getTime();
    await app.jobs.drain();
    // Each failed once and waits: not due again at once.
    expect(seen.flakyAttempts).toEqual([1, 1]);
    const waiting = await jobRow(dies);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, locked_by: null });
    expect(waiting.last_error).toContain('SMTP down (attempt 1)');
    expect(new Date(waiting.run_after).getTime()).toBeGreaterThanOrEqual(before + 500);

    // Each retry waits at most retryBaseMs * 2 ** (attempt - 1): two seconds bring both past their next one.
    for (let round = 0; round < 3 && (await jobRow(dies)).state !== 'dead'; round++) {
      clock.advance(2000);
      await app.jobs.drain();
    }
    expect(await jobRow(recovers)).toMatchObject({ state: 'done', attempts: 2 });
    const dead = await jobRow(dies);
    expect(dead).toMatchObject({ state: 'dead', attempts: 3 });
    expect(dead.last_error).toContain('SMTP down (attempt 3)');
    expect([...seen.flakyAttempts].sort()).toEqual([1, 1, 2, 2, 3]);

    // Dead is final: nothing runs it again.
    await app.jobs.drain();
    expect(seen.flakyAttempts).toHaveLength(5);
  });

  it('gives up a job whose last attempt never finished (its worker died every time)', async () => {
    const id = await enqueueJob(app.db, 'test.count', { n: 2 }, { maxAttempts: 1 });
    await claimAndDie('test.count', 200);
    clock.advance(250);
    await app.jobs.drain();

    expect(seen.counts.get(2)).toBeUndefined();
    const dead = await jobRow(id);
    expect(dead).toMatchObject({ state: 'dead' });
    expect(dead.last_error).toMatch(/never finished/);
  });

  it('claims only the kinds it can run', async () => {
    const id = await enqueueJob(app.db, 'test.nobody', {});
    await app.jobs.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
    await app.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('on close, claims nothing more and finishes the job in hand before the database closes', async () => {
    const closing = await startApp('closing', { jobs: { pollIntervalMs: 10 } });
    const inHand = await enqueueJob(app.db, 'test.slow', { ms: 300 });
    await vi.waitFor(() => expect(seen.slow).toContain('started'));
    const left = await enqueueJob(app.db, 'test.slow', { ms: 0 });

    await closing.close();
    expect(seen.slow).toEqual(['started', 'finished']);
    expect(await jobRow(inHand)).toMatchObject({ state: 'done' });
    // Left for the next start (any process that runs its kind).
    expect(await jobRow(left)).toMatchObject({ state: 'queued', attempts: 0 });
    await app.db.deleteFrom('jobs').where('id', '=', left).execute();
  });

  it('counts the jobs in each state, for the farmkit_jobs gauge of /metrics', async () => {
    await app.db.deleteFrom('jobs').execute();
    await enqueueJob(app.db, 'test.nobody', {});
    await enqueueJob(app.db, 'test.nobody', {});
    const dead = await enqueueJob(app.db, 'test.nobody', {});
    await app.db.updateTable('jobs').set({ state: 'dead' }).where('id', '=', dead).execute();

    expect(await jobCountsByState(app.db)).toEqual({ queued: 2, running: 0, done: 0, dead: 1 });
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scraper-token' },
    });
    expect(scrape.statusCode).toBe(200);
    for (const line of [
      'farmkit_jobs{state="queued"} 2',
      'farmkit_jobs{state="running"} 0',
      'farmkit_jobs{state="done"} 0',
      'farmkit_jobs{state="dead"} 1',
    ]) {
      expect(scrape.body).toContain(line);
    }
  });
});
