import { beforeEach, expect, it } from 'vitest';
import { ROUTINE_READ_SAMPLE } from './request-log.js';
import { UNLIMITED } from './test/accounts.js';
import { describeEachDialect, useTestApp } from './test/dialects.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  sampled?: number;
}

const INFO = 30;

describeEachDialect('request log', (dialect) => {
  const lines: LogLine[] = [];
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  const requestLines = () => lines.filter((line) => line.req || line.res);
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes one line per request, with the request, the status and the time', async () => {
    await app().inject('/api/v1/products/999999/');

    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/products/999999/' }),
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it(`writes one routine read in ${ROUTINE_READ_SAMPLE}, saying how many it stands for`, async () => {
    for (let read = 0; read < 2 * ROUTINE_READ_SAMPLE; read++) {
      await app().inject('/api/v1/products/category/');
    }

    const written = requestLines();
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line).toMatchObject({
        msg: 'request completed',
        res: { statusCode: 200 },
        sampled: ROUTINE_READ_SAMPLE,
      });
    }
  });

  it('writes every write and every refusal', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await app().inject({ method: 'POST', url: '/api/v1/accounts/login/', payload: { email: 'x' } });
      await app().inject('/api/v1/products?page=0');
    }

    expect(requestLines().map((line) => [line.req?.method, line.res?.statusCode])).toEqual([
      ['POST', 400],
      ['GET', 400],
      ['POST', 400],
      ['GET', 400],
      ['POST', 400],
      ['GET', 400],
    ]);
  });
});
