import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = buildApp({
  database: config.database,
  dataDir: config.dataDir,
  staticDir: config.staticDir,
  shopRenderer: config.shopRenderer,
  backofficeDir: config.backofficeDir,
  trustProxy: config.trustProxy,
  accounts: config.accounts,
  payments: config.payments,
  logger: { level: config.logLevel },
  publicUrl: config.publicUrl,
  offerOwnerSetup: true,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
