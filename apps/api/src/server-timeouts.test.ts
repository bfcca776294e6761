import { describe, expect, it } from 'vitest';
import { sqliteDialect, useTestApp } from './test/dialects.js';

describe('server timeouts', () => {
  describe('by default', () => {
    const app = useTestApp(sqliteDialect);

    it('bounds silence, the time to send a request, idle keep-alive, and headers just above keep-alive', () => {
      const { server } = app();
      expect({
        timeout: server.timeout,
        requestTimeout: server.requestTimeout,
        keepAliveTimeout: server.keepAliveTimeout,
        headersTimeout: server.headersTimeout,
      }).toEqual({
        timeout: 60_000,
        requestTimeout: 120_000,
        keepAliveTimeout: 72_000,
        headersTimeout: 73_000,
      });
    });
  });

  describe('as configured', () => {
    const app = useTestApp(sqliteDialect, {
      timeouts: { connectionMs: 5_000, requestMs: 30_000, keepAliveMs: 10_000, shutdownMs: 1_000 },
    });

    it('puts each on the HTTP server', () => {
      const { server } = app();
      expect([server.timeout, server.requestTimeout, server.keepAliveTimeout, server.headersTimeout]).toEqual(
        [5_000, 30_000, 10_000, 11_000],
      );
    });
  });
});
