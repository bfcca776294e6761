import type { ColumnType } from 'kysely';

/**
 * The rider an order is given to (migration 20261128210000_add_riders): their account (null once it is gone) and
 * their name then; and why the rider recorded less cash than was due (null: not short). Merged into the orders'
 * table type here, beside the migration that adds them, so the orders' own file stays the orders feature's.
 */
declare module './orders.table.js' {
  interface OrdersTable {
    rider_id: ColumnType<number | null, number | null | undefined, number | null>;
    rider_name: ColumnType<string | null, string | null | undefined, string | null>;
    cash_short_note: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
