import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { describeEachDialect } from '../../test/dialects.js';

/** Everything the server sends on a socket until it closes it. */
function collect(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  return new Promise((resolve, reject) => {
    socket.on('close', () => resolve(text)).on('error', reject);
  });
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describeEachDialect('draining on close', (dialect) => {
  let app: App | undefined;
  let dataDir = '';
  let drop = async () => {};
  let answer = () => {};
  afterEach(async () => {
    answer();
    await app?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A listening app with a test-only route that answers when the test says. */
  async function listening() {
    const database = await dialect.createDatabase();
    drop = database.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let started = () => {};
    const arrived = new Promise<void>((resolve) => {
      started = resolve;
    });
    app = buildApp({ database: database.config, dataDir });
    app.get('/test/slow', async () => {
      started();
      await answered;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return { app, port: address.port, arrived };
  }

  it('finishes the requests under way, refuses what comes after, closes idle connections, then closes', async () => {
    const { app, port, arrived } = await listening();
    const idle = await connected(port);
    const idleAnswers = collect(idle);
    const idleAnswered = once(idle, 'data');
    idle.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n');
    const busy = await connected(port);
    const busyAnswers = collect(busy);
    busy.write('GET /test/slow HTTP/1.1\r\nHost: shop\r\n\r\n');
    // A request whose headers are still arriving when the app closes: it is under way, but not yet the app's.
    const late = await connected(port);
    const lateAnswers = collect(late);
    late.write('GET /healthz HTTP/1.1\r\nHost: shop\r\n');
    await arrived;
    // The idle connection has had its answer and waits, kept alive, for another request.
    await idleAnswered;

    const closed = app.close();
    await vi.waitUntil(() => !app.server.listening);
    await expect(connected(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The idle connection is closed at once, not after the keep-alive timeout.
    expect(await idleAnswers).toMatch(/^HTTP\/1\.1 200 OK/);

    late.write('\r\n');
    const refused = await lateAnswers;
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable/);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused).toContain(
      '{"detail":"The server is restarting. Try again in a moment.","code":"service_unavailable"}',
    );

    answer();
    const finished = await busyAnswers;
    await closed;
    expect(finished).toMatch(/^HTTP\/1\.1 200 OK/);
    // Its connection closes with the answer, so the close need not wait for the keep-alive timeout.
    expect(finished).toMatch(/\r\nconnection: close\r\n/i);
    expect(finished).toContain('{"done":true}');
  });
});
