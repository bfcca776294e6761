export default function announceSkippedServices(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      'TEST_DATABASE_URL is not set: the PostgreSQL variant of the API tests is skipped ' +
        '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test -w @farmkit/api).',
    );
  }
  if (!process.env.TEST_REDIS_URL) {
    console.warn(
      'TEST_REDIS_URL is not set: the Redis-backed tests (rate limits, catalogue cache) are skipped ' +
        '(e.g. TEST_REDIS_URL=redis://127.0.0.1:6379 npm test -w @farmkit/api).',
    );
  }
}
