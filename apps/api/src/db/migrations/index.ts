import type { Migration, MigrationProvider } from 'kysely';
import * as createCatalogue from './20261121153000_create_catalogue.js';
import * as createAccounts from './20261121170000_create_accounts.js';

// Listed statically rather than read from the folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '20261121153000_create_catalogue': createCatalogue,
  '20261121170000_create_accounts': createAccounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
