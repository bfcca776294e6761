import type { Migration, MigrationProvider } from 'kysely';
import * as createCatalogue from './20261121153000_create_catalogue.js';
import * as createAccounts from './20261121170000_create_accounts.js';
import * as createOrders from './20261121173000_create_orders.js';
import * as createPayments from './20261121174000_create_payments.js';
import * as createPaymentItemsAndEvents from './20261121180000_create_payment_items_and_events.js';
import * as addTestPaymentToOrders from './20261124090000_add_test_payment_to_orders.js';
import * as addEmailChange from './20261124100000_add_email_change.js';
import * as addStock from './20261124190000_add_stock.js';
import * as addStaff from './20261124200000_add_staff.js';
import * as addCatalogueManagement from './20261124210000_add_catalogue_management.js';
import * as addOrderLifecycle from './20261124211000_add_order_lifecycle.js';
import * as addStockHolds from './20261124214000_add_stock_holds.js';
import * as createJobs from './20261125090000_create_jobs.js';
import * as keepRecordsWhenAccountsGo from './20261128100000_keep_records_when_accounts_go.js';
import * as recordCashOnDelivery from './20261128110000_record_cash_on_delivery.js';
import * as addDelivery from './20261128200000_add_delivery.js';
import * as addRiders from './20261128210000_add_riders.js';
import * as settleShortPayments from './20261129090000_settle_short_payments.js';
import * as addPaymentSettings from './20261129100000_add_payment_settings.js';

// Listed statically rather than read from the folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '20261121153000_create_catalogue': createCatalogue,
  '20261121170000_create_accounts': createAccounts,
  '20261121173000_create_orders': createOrders,
  '20261121174000_create_payments': createPayments,
  '20261121180000_create_payment_items_and_events': createPaymentItemsAndEvents,
  '20261124090000_add_test_payment_to_orders': addTestPaymentToOrders,
  '20261124100000_add_email_change': addEmailChange,
  '20261124190000_add_stock': addStock,
  '20261124200000_add_staff': addStaff,
  '20261124210000_add_catalogue_management': addCatalogueManagement,
  '20261124211000_add_order_lifecycle': addOrderLifecycle,
  '20261124214000_add_stock_holds': addStockHolds,
  '20261125090000_create_jobs': createJobs,
  '20261128100000_keep_records_when_accounts_go': keepRecordsWhenAccountsGo,
  '20261128110000_record_cash_on_delivery': recordCashOnDelivery,
  '20261128200000_add_delivery': addDelivery,
  '20261128210000_add_riders': addRiders,
  '20261129090000_settle_short_payments': settleShortPayments,
  '20261129100000_add_payment_settings': addPaymentSettings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
