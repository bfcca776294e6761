import type { FastifyRequest } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { UNLIMITED } from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { currentRequestId, REQUEST_ID_HEADER } from './request-ids.js';

interface LogLine {
  msg: string;
  reqId?: string;
  res?: { statusCode: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeEachDialect('request ids', (dialect) => {
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  let backgroundWork: Promise<void> = Promise.resolve();
  const app = useTestApp(
    dialect,
    {
      rateLimits: UNLIMITED,
      logger: { level: 'info', stream: { write: (line: string) => raw.push(line) } },
    },
    (app) => {
      // Test-only: work that logs with the app's logger, during the request and after its answer.
      const backgroundWorkRoute = async (request: FastifyRequest) => {
        request.log.info('request log during the request');
        app.log.info('app log during the request');
        backgroundWork = new Promise((resolve) =>
          setTimeout(() => {
            app.log.info({ seen: currentRequestId() }, 'app log after the answer');
            app.log.child({ task: 'e-mail' }).warn('child of the app log after the answer');
            resolve();
          }, 5),
        );
        return { ok: true };
      };
      app.post('/test/background-work', backgroundWorkRoute);
      app.get('/test/background-work', backgroundWorkRoute);
    },
  );
  beforeEach(() => {
    raw.length = 0;
  });

  it('gives each request a new id, answers it in X-Request-Id and logs it', async () => {
    const first = await app().inject('/api/v1/products/999999/');
    const second = await app().inject('/api/v1/products/999999/');

    const id = first.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).not.toBe(id);
    expect(lines()[0]).toMatchObject({ msg: 'request completed', reqId: id, res: { statusCode: 404 } });
  });

  it.each([
    '3f2c9a4e-1b7d-4c8e-9f00-0123456789ab',
    '0af7651916cd43dd8448eb211c80319c',
    '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    'Root=1-5759e988-bd862e3fe1be46a994272793',
  ])("keeps the caller's X-Request-Id %s", async (sent) => {
    const response = await app().inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: sent } });

    expect(response.headers[REQUEST_ID_HEADER]).toBe(sent);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'a b'],
    ['quotes', 'a"b'],
    ['a forged log line', 'x\\n{"level":60}'],
    ['unicode', 'héllo'],
    ['empty', ''],
  ])('replaces an X-Request-Id with %s by a new one', async (_label, sent) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { [REQUEST_ID_HEADER]: sent },
      payload: { email: 'x' },
    });

    const id = response.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(UUID);
    expect(raw.join('\n')).not.toContain(sent || '""');
    expect(lines().map((line) => line.reqId)).toEqual([id]);
  });

  it('answers the id on refusals made before any route: a malformed URL, an unknown path', async () => {
    for (const url of ['/api/v1/products/%E0%A4%A/', '/api/v1/nothing-here']) {
      const response = await app().inject({ url, headers: { [REQUEST_ID_HEADER]: 'probe-1' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers[REQUEST_ID_HEADER], url).toBe('probe-1');
    }
  });

  it("puts a write's id on the app's own log lines written for it, even after the answer", async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/test/background-work',
      headers: { [REQUEST_ID_HEADER]: 'trace-42' },
    });
    await backgroundWork;

    expect(response.headers[REQUEST_ID_HEADER]).toBe('trace-42');
    expect(lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request log during the request', reqId: 'trace-42' }),
        expect.objectContaining({ msg: 'app log during the request', reqId: 'trace-42' }),
        expect.objectContaining({ msg: 'app log after the answer', reqId: 'trace-42', seen: 'trace-42' }),
        expect.objectContaining({ msg: 'child of the app log after the answer', reqId: 'trace-42' }),
      ]),
    );
    // Once each: the request's own lines carry it from Fastify, the app's from the request's context.
    for (const line of raw) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it("keeps no context for a read: its own lines carry its id, the app's lines do not", async () => {
    const response = await app().inject({
      url: '/test/background-work',
      headers: { [REQUEST_ID_HEADER]: 'read-7' },
    });
    await backgroundWork;

    expect(response.headers[REQUEST_ID_HEADER]).toBe('read-7');
    expect(lines().map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'request log during the request', reqId: 'read-7' },
      { msg: 'app log during the request', reqId: undefined },
      { msg: 'app log after the answer', reqId: undefined },
      { msg: 'child of the app log after the answer', reqId: undefined },
    ]);
  });

  it('leaves lines written outside any request without an id', async () => {
    app().log.info('outside any request');

    expect(lines()).toEqual([expect.not.objectContaining({ reqId: expect.anything() })]);
    expect(currentRequestId()).toBeUndefined();
  });
});
