import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

export interface TableWriteWatch {
  /** The tables watched, unqualified (`products`). */
  tables: readonly string[];
  /**
   * Called once a write to any of them is committed (a statement outside a transaction, or the transaction that
   * held it), after its connection went back to the pool and before the caller's query or transaction returns.
   * It must not reject: the write is already committed.
   */
  onCommitted(): Promise<void>;
}

/**
 * The dialect, reporting committed writes to some tables. Every query of the app passes through here, whichever
 * repository, route, job or test sent it, so no write can forget to report (a cache kept beside the database
 * depends on hearing of all of them). A write is recognised by its SQL text (INSERT INTO, UPDATE, DELETE FROM,
 * MERGE INTO, TRUNCATE, ALTER or DROP TABLE naming the table), so raw `sql` writes count too. It is reported on
 * commit, not when it runs: a reader that saw the old rows in the meantime is caught by the cache's generation
 * check (answer-store.ts). A rolled-back transaction reports nothing. A transaction begun by a raw `begin`
 * rather than Kysely's transaction API is not seen as one: its writes are reported as they run, before commit.
 */
export function watchTableWrites(dialect: Dialect, watch: TableWriteWatch): Dialect {
  const writes = writePattern(watch.tables);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), writes, watch.onCommitted),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

function writePattern(tables: readonly string[]): RegExp {
  const names = tables.map((table) => table.replace(/\W/g, '')).join('|');
  return new RegExp(
    `\\b(?:insert\\s+into|update|delete\\s+from|merge\\s+into|truncate(?:\\s+table)?|alter\\s+table|drop\\s+table)` +
      `\\s+(?:only\\s+)?(?:"?\\w+"?\\.)?"?(?:${names})"?(?![\\w"])`,
    'i',
  );
}

/** Whether the query may write one of the tables: plain SELECTs (the many reads) are passed without a look. */
function mayWrite(query: CompiledQuery, writes: RegExp): boolean {
  const node = query.query as { kind: string; with?: unknown };
  if (node.kind === 'SelectQueryNode' && node.with === undefined) return false;
  return writes.test(query.sql);
}

/** One acquisition of a pooled connection, and what it wrote. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wroteInTransaction = false;
  committedWrite = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: RegExp,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (mayWrite(query, this.writes)) {
      if (this.inTransaction) this.wroteInTransaction = true;
      else this.committedWrite = true;
    }
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* this.inner.streamQuery<R>(query, chunkSize);
    if (mayWrite(query, this.writes)) {
      if (this.inTransaction) this.wroteInTransaction = true;
      else this.committedWrite = true;
    }
  }
}

type SavepointStep = (
  connection: DatabaseConnection,
  savepointName: string,
  compileQuery: QueryCompiler['compileQuery'],
) => Promise<void>;

class WatchingDriver implements Driver {
  savepoint?: SavepointStep;
  rollbackToSavepoint?: SavepointStep;
  releaseSavepoint?: SavepointStep;

  constructor(
    private readonly inner: Driver,
    private readonly writes: RegExp,
    private readonly onCommitted: () => Promise<void>,
  ) {
    // Optional in Driver: offered only when the wrapped driver offers them. A savepoint rolled back keeps the
    // transaction's write mark (reported on commit all the same).
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (c, name, compile) => savepoint.call(inner, unwrap(c), name, compile);
    if (rollbackToSavepoint) {
      this.rollbackToSavepoint = (c, name, compile) =>
        rollbackToSavepoint.call(inner, unwrap(c), name, compile);
    }
    if (releaseSavepoint) {
      this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(inner, unwrap(c), name, compile);
    }
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.writes);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(unwrap(connection), settings);
    const watched = connection as WatchedConnection;
    watched.inTransaction = true;
    watched.wroteInTransaction = false;
  }

  // A commit that fails may still have committed (a connection lost after COMMIT was sent): its writes are
  // reported all the same, since reporting a write that did not happen only costs a cache refill.
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(unwrap(connection));
    } finally {
      watched.inTransaction = false;
      if (watched.wroteInTransaction) watched.committedWrite = true;
      watched.wroteInTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    watched.inTransaction = false;
    watched.wroteInTransaction = false;
    await this.inner.rollbackTransaction(unwrap(connection));
  }

  // Reported after the release, so that SQLite's one connection is free again while other instances are told.
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(unwrap(connection));
    const watched = connection as WatchedConnection;
    if (watched.committedWrite) {
      watched.committedWrite = false;
      await this.onCommitted();
    }
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return (connection as WatchedConnection).inner;
}
