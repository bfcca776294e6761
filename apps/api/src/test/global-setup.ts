export default function announceSkippedDialects(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      'TEST_DATABASE_URL is not set: the PostgreSQL variant of the API tests is skipped ' +
        '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test -w @farmkit/api).',
    );
  }
}
