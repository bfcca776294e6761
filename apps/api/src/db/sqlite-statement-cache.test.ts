import SQLite from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

describe('SQLite statement cache', () => {
  const sqlite = new SQLite(':memory:');
  const cached = withStatementCache(sqlite);
  afterEach(() => sqlite.exec('drop table if exists t'));
  afterAll(() => cached.close());

  it('prepares each SQL text once and reuses it with new parameters', () => {
    sqlite.exec('create table t (n integer)');
    const insert = cached.prepare('insert into t (n) values (?)');
    insert.run([1]);
    cached.prepare('insert into t (n) values (?)').run([2]);

    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    expect(cached.prepare('select n from t where n > ? order by n').all([0])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(cached.prepare('select n from t where n > ? order by n').all([1])).toEqual([{ n: 2 }]);
  });

  it('keeps a bounded number of statements, dropping the oldest', () => {
    const first = cached.prepare('select 0');
    for (let i = 1; i <= 200; i += 1) cached.prepare(`select ${i}`);

    expect(cached.prepare('select 200')).toBe(cached.prepare('select 200'));
    expect(cached.prepare('select 0')).not.toBe(first);
  });
});
