import type { App } from '../app.js';

/**
 * Holds every answer of the app's database until `release()`: a request that still answers shows that it does
 * not wait for the database.
 */
export function holdDatabase(app: App) {
  const original = app.db;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  app.db = original.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      await opened;
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
