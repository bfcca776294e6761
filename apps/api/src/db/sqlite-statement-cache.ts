import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 200;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles the SQL on each prepare: a measurable part
 * of a catalogue request. Statements are kept by their SQL text instead; values are bound parameters, so the
 * texts are few (one per query shape) and the oldest is dropped past MAX_STATEMENTS. Reusing a statement is
 * safe because Kysely runs them to completion synchronously (it never streams here).
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value ?? '');
      statements.set(sql, statement);
      return statement;
    },
  };
}
