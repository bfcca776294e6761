import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from './paths.js';

/**
 * The server as it runs in production, in a process of its own: SIGTERM lets the request under way finish, refuses
 * new connections, closes the database and exits 0; past SHUTDOWN_TIMEOUT_MS it exits 1.
 */

interface Server {
  process: ChildProcess;
  port: number;
  dataDir: string;
  /** The server's log so far, one JSON line each. */
  log(): string;
  exited: Promise<number | null>;
}

const running: Server[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await server.exited;
    await rm(server.dataDir, { recursive: true, force: true });
  }
});

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-server-'));
  const missing = join(dataDir, 'no-build');
  // Node itself, with tsx as its loader (not tsx's own command, a second process that relays the signals).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@farmkit/source', join(repoRoot, 'apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        METRICS_TOKEN: '',
        STATIC_DIR: missing,
        BACKOFFICE_DIR: missing,
        SHOP_RENDERER: join(missing, 'entry-server.js'),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: Server = { process: child, port: 0, dataDir, log: () => output, exited };
  running.push(server);
  await vi.waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) server.port = Number(port);
      return Boolean(port);
    },
    { timeout: 60_000, interval: 100 },
  );
  return server;
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on a socket until it closes it. */
function answerOn(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  return new Promise((resolve, reject) => socket.on('close', () => resolve(text)).on('error', reject));
}

/**
 * A real request kept under way: a password reset asked for with its body sent in two halves, the second when the
 * test says. It answers 200 whether the e-mail has an account or not.
 */
async function slowResetRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody.here@example.ng' });
  const half = Math.floor(body.length / 2);
  const socket = await connected(port);
  const answer = answerOn(socket);
  socket.write(
    'POST /api/v1/accounts/request-reset-password/ HTTP/1.1\r\nHost: shop\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), answer };
}

/** Resolves once connecting to the port is refused: the server no longer listens. */
async function refusesConnections(port: number): Promise<void> {
  await vi.waitUntil(
    () =>
      connected(port).then(
        (socket) => {
          socket.destroy();
          return false;
        },
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      ),
    { timeout: 10_000, interval: 50 },
  );
}

describe('the server process', () => {
  it('on SIGTERM finishes the request under way, refuses new connections, closes the database and exits 0', async () => {
    const server = await startServer();
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    expect(ready.status).toBe(200);
    const request = await slowResetRequest(server.port);
    // The request has reached the server before the signal: it has been reading its body.
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.process.kill('SIGTERM');
    await refusesConnections(server.port);
    expect(server.process.exitCode).toBeNull();
    request.finish();
    const answer = await request.answer;

    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('If an account uses this e-mail, a reset code is on its way.');
    expect(await server.exited).toBe(0);
    expect(server.log()).toContain('"msg":"shutting down: finishing the requests under way"');
    expect(server.log()).toContain('"msg":"stopped"');
    // SQLite folds its write-ahead log back into the database when the last connection closes.
    expect(existsSync(join(server.dataDir, 'farm.db'))).toBe(true);
    expect(existsSync(join(server.dataDir, 'farm.db-wal'))).toBe(false);
  }, 90_000);

  it('exits 1 when the requests under way outlast SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const request = await slowResetRequest(server.port);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.process.kill('SIGTERM');
    // A second signal (Ctrl-C twice) changes nothing.
    server.process.kill('SIGINT');

    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.log()).toContain('"msg":"shutdown took too long: exiting with work unfinished"');
    request.finish();
  }, 90_000);
});
