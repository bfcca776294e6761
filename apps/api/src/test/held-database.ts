import { InsertQueryNode, type QueryId } from 'kysely';
import type { App } from '../app.js';

/**
 * Holds every answer of the app's database until `release()`, except the writing of jobs: a request that still
 * answers shows that it reads nothing (a request may leave its work to a job, written alike for every caller).
 */
export function holdDatabase(app: App) {
  const original = app.db;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const jobWrites = new Set<QueryId>();
  app.db = original.withPlugin({
    transformQuery: ({ node, queryId }) => {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'jobs') jobWrites.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (!jobWrites.delete(queryId)) await opened;
      return result;
    },
  });
  return {
    release() {
      app.db = original;
      open();
    },
  };
}

/** The promise's value, or `undefined` if it takes longer than `ms`. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}
