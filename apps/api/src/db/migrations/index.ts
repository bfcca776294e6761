import type { Migration, MigrationProvider } from 'kysely';
import * as createCatalogue from './20261121153000_create_catalogue.js';
import * as createAccounts from './20261121170000_create_accounts.js';
import * as createOrders from './20261121173000_create_orders.js';
import * as createPayments from './20261121174000_create_payments.js';
import * as createPaymentItemsAndEvents from './20261121180000_create_payment_items_and_events.js';

// Listed statically rather than read from the folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '20261121153000_create_catalogue': createCatalogue,
  '20261121170000_create_accounts': createAccounts,
  '20261121173000_create_orders': createOrders,
  '20261121174000_create_payments': createPayments,
  '20261121180000_create_payment_items_and_events': createPaymentItemsAndEvents,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
