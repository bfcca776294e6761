import {
  type AdminCustomer,
  type AdminCustomerSummary,
  CUSTOMER_RECENT_ORDERS,
  deletedCustomerName,
  deletedCustomerSearch,
  fromKobo,
  isStaffRole,
} from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import { isDeletedAccount } from '../accounts/account-deletion.js';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';
import { containsText } from '../db/text-search.js';

type Db = Kysely<Database>;

/** Per account: every order counted, the totals of those not cancelled summed, the latest order's time. */
function orderTotals(db: Db) {
  return db
    .selectFrom('orders')
    .groupBy('orders.user_id')
    .select([
      'orders.user_id',
      sql<number>`cast(count(*) as integer)`.as('orders_count'),
      sql<
        number | string
      >`sum(case when ${sql.ref('orders.stage')} = 'cancelled' then 0 else ${sql.ref('orders.total_kobo')} end)`.as(
        'spent_kobo',
      ),
      sql<Date | string>`max(${sql.ref('orders.created_at')})`.as('last_order_at'),
    ]);
}

function customers(db: Db, q: string | undefined) {
  return db
    .selectFrom('users')
    .leftJoin(orderTotals(db).as('totals'), 'totals.user_id', 'users.id')
    .where((eb) => {
      const term = q?.trim();
      if (!term) return eb.and([]);
      const deleted = deletedCustomerSearch(term);
      if (deleted) return isDeletedAccount(deleted.id);
      return eb.or(
        ['users.name', 'users.email', 'users.phone_number'].map((column) => containsText(column, term)),
      );
    });
}

function selectCustomer(db: Db, q: string | undefined) {
  return customers(db, q).select([
    'users.id',
    'users.name',
    'users.email',
    'users.phone_number',
    'users.role',
    'users.verified_at',
    'users.created_at',
    'users.address',
    'users.city',
    'users.zipcode',
    'users.country',
    'users.deleted_at',
    'totals.orders_count',
    'totals.spent_kobo',
    'totals.last_order_at',
  ]);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomer>['executeTakeFirstOrThrow']>>;

function toSummary(row: CustomerRow): AdminCustomerSummary {
  // A deleted account's row is a tombstone (accounts/account-deletion.ts): named by its number, no contact.
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    name: deleted ? deletedCustomerName(row.id) : row.name,
    email: deleted ? '' : row.email,
    phone: deleted ? null : row.phone_number,
    deleted,
    role: isStaffRole(row.role) ? row.role : null,
    verified: row.verified_at !== null,
    joined_at: isoTime(row.created_at),
    orders_count: Number(row.orders_count ?? 0),
    total_spent: fromKobo(Number(row.spent_kobo ?? 0)),
    last_order_at: row.last_order_at === null ? null : isoTime(row.last_order_at),
  };
}

export async function countCustomers(db: Db, q: string | undefined): Promise<number> {
  const row = await customers(db, q)
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest accounts first. */
export async function listCustomers(
  db: Db,
  q: string | undefined,
  { offset, limit }: { offset: number; limit: number },
): Promise<AdminCustomerSummary[]> {
  const rows = await selectCustomer(db, q).orderBy('users.id', 'desc').offset(offset).limit(limit).execute();
  return rows.map(toSummary);
}

/** One account with its profile's address and its latest orders. */
export async function findCustomer(db: Db, id: number): Promise<AdminCustomer | undefined> {
  const row = await selectCustomer(db, undefined).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const orders = await db
    .selectFrom('orders')
    .where('user_id', '=', id)
    .select(['id', 'created_at', 'stage', 'status', 'payment_method', 'paid', 'total_kobo'])
    .orderBy('id', 'desc')
    .limit(CUSTOMER_RECENT_ORDERS)
    .execute();
  return {
    ...toSummary(row),
    address: { address: row.address, city: row.city, zipcode: row.zipcode, country: row.country },
    recent_orders: orders.map((order) => ({
      id: order.id,
      created_at: isoTime(order.created_at),
      stage: order.stage,
      status: order.status,
      payment_method: order.payment_method,
      paid: Boolean(order.paid),
      total_price: fromKobo(Number(order.total_kobo)),
    })),
  };
}
