import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { CATALOGUE_TABLES } from '../../catalogue/catalogue-cache.js';
import { createDatabase, type Database, type DatabaseConfig } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedCatalogue } from '../../db/seed/seed-catalogue.js';
import { seedDelivery } from '../../db/seed/seed-delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/**
 * Opens the database, migrates it, seeds an empty catalogue and closes it with the app. Every committed write to
 * the catalogue's tables, whoever sends it, drops the kept catalogue answers (catalogue-cache.ts).
 */
export default fp<{ database: DatabaseConfig }>(
  async (app, { database }) => {
    const db = createDatabase(
      database,
      (error) => app.log.error({ err: error }, 'idle database connection failed'),
      { tables: CATALOGUE_TABLES, onCommitted: () => app.catalogueCache.invalidate() },
    );
    try {
      await migrateToLatest(db);
      if (await seedCatalogue(db)) app.log.info('seeded the catalogue');
      if (await seedDelivery(db)) app.log.info('seeded the delivery areas, windows and pickup point');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'db', dependencies: ['catalogue-cache'] },
);
