import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting the shop cannot run with: say which one, and start nothing.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const app = buildApp({
  database: config.database,
  dataDir: config.dataDir,
  staticDir: config.staticDir,
  shopRenderer: config.shopRenderer,
  backofficeDir: config.backofficeDir,
  trustProxy: config.trustProxy,
  accounts: config.accounts,
  payments: config.payments,
  shop: config.shop,
  logger: { level: config.logLevel },
  publicUrl: config.publicUrl,
  s3: config.s3,
  offerOwnerSetup: true,
  timeouts: config.timeouts,
  metricsToken: config.metricsToken,
});

/**
 * SIGTERM (a deploy, `docker stop`, Kubernetes) or SIGINT (Ctrl-C): stop taking connections, let the requests under
 * way finish, then the onClose hooks (the job worker ends its job, the database closes), and exit 0. Past
 * SHUTDOWN_TIMEOUT_MS the process exits 1 with whatever is left unfinished. A second signal changes nothing: npm
 * and the terminal often deliver Ctrl-C twice.
 */
let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  const { shutdownMs } = config.timeouts;
  app.log.info({ signal, deadlineMs: shutdownMs }, 'shutting down: finishing the requests under way');
  setTimeout(() => {
    app.log.error({ deadlineMs: shutdownMs }, 'shutdown took too long: exiting with work unfinished');
    process.exit(1);
  }, shutdownMs);
  app.close().then(
    () => {
      app.log.info('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // Told to stop while it started, the server stops as told (stop() exits); otherwise it could not start.
  if (!stopping) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close();
    process.exit(1);
  }
}
