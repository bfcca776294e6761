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
    /** The rest of a short payment, recorded later by the office (migration 20261129090000_settle_short_payments). */
    cash_settled_kobo: ColumnType<number | string | null, number | undefined, number | null>;
    cash_settled_at: ColumnType<Date | string | null, string | undefined, string | null>;
    cash_settled_by: ColumnType<number | null, number | undefined, number | null>;
    cash_settled_by_name: ColumnType<string | null, string | undefined, string | null>;
    cash_settled_note: ColumnType<string | null, string | undefined, string | null>;
  }
}
