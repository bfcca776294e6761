import {
  ACCOUNT_DELETION_ERROR_CODES,
  ACCOUNT_DELETION_ERROR_DETAILS,
  deletedCustomerName,
  deletedStaffName,
  type OrderStage,
} from '@farmkit/contract';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { rememberFirstOrderClaim } from '../cart/first-order-discount.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import type { UserRow } from '../db/tables/accounts.table.js';
import { changeStaff } from '../staff/staff.repository.js';
import { lockAccount } from './users.repository.js';

/** 409: the rider is on the way with one of the shopper's orders (docs/spec-decisions.md#account-deletion-keeps-records). */
export const orderOutForDelivery = new ApiFailure(409, {
  detail: ACCOUNT_DELETION_ERROR_DETAILS.orderOutForDelivery,
  code: ACCOUNT_DELETION_ERROR_CODES.orderOutForDelivery,
});

/** 409: a Pay Now payment still holds its stock, so it may yet become an order that needs the address. */
export const paymentInProgress = new ApiFailure(409, {
  detail: ACCOUNT_DELETION_ERROR_DETAILS.paymentInProgress,
  code: ACCOUNT_DELETION_ERROR_CODES.paymentInProgress,
});

/** The stages after which an order needs no address: its delivery copy goes once its account has gone. */
const FINISHED: readonly OrderStage[] = ['delivered', 'cancelled'];
const OPEN: readonly OrderStage[] = ['placed', 'confirmed', 'out_for_delivery', 'on_hold'];

/** The e-mail column of a deleted account: unique, and no address, since every e-mail the API takes has an '@'. */
const tombstoneEmail = (id: number) => `deleted:${id}`;

/**
 * Deletes an account, in the caller's transaction: the person goes, the farm's records stay
 * (docs/spec-decisions.md#account-deletion-keeps-records).
 *
 * The account's row stays as a tombstone rather than going: every order, payment, refund, ledger row and timeline
 * entry keeps an account to join, so the back-office's queries and the reports stay as they were and count the same
 * money (a nullable `user_id` would have made each of them handle a missing account). Erased: the profile (name,
 * e-mail, phone, address, photo, password), sessions, codes, feedback and cart; the delivery copy of the orders that
 * are finished (the open ones keep theirs until they are: eraseDeliveryOfDeletedAccount); the person's name in
 * timelines, cash records and the audit log, which say "Deleted customer #<id>" or "Deleted staff #<id>" instead.
 *
 * Refused (409) while one of the shopper's orders is out for delivery, while a Pay Now payment of theirs still holds
 * its stock (it may yet become an order), and for the shop's last owner (last_owner).
 * A member of the staff loses their role first, audited as `staff.account_delete`. Undefined when there is no such
 * account (or it was deleted already).
 */
export async function deleteAccount(
  trx: Transaction<Database>,
  { userId, claimKey }: { userId: number; claimKey: Buffer },
): Promise<UserRow | undefined> {
  await lockAccount(trx, userId);
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;

  // The open orders locked (PostgreSQL): a move to out for delivery made meanwhile waits, or is seen here.
  const open = await trx
    .selectFrom('orders')
    .select('stage')
    .where('user_id', '=', userId)
    .where('stage', 'in', OPEN)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  if (open.some((order) => order.stage === 'out_for_delivery')) throw orderOutForDelivery;
  const paying = await trx
    .selectFrom('stock_holds')
    .innerJoin('payments', 'payments.id', 'stock_holds.payment_id')
    .select('stock_holds.id')
    .where('payments.user_id', '=', userId)
    .where('stock_holds.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (paying) throw paymentInProgress;

  // The role goes first, through the one function that guards the last owner (409 last_owner) and audits it.
  if (user.role !== null) {
    await changeStaff(trx, {
      actorId: userId,
      action: 'staff.account_delete',
      userId,
      changes: { role: null, new_order_alerts: false },
    });
  }

  const ordered = await trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (ordered) await rememberFirstOrderClaim(trx, claimKey, { email: user.email, phone: user.phone_number });

  await eraseNameFromRecords(trx, user);

  await trx
    .updateTable('orders')
    .set({ delivery_name: null, delivery_phone: null, delivery_address: null, delivery_city: null })
    .where('user_id', '=', userId)
    .where('stage', 'in', FINISHED)
    .execute();
  for (const table of ['sessions', 'one_time_codes', 'feedback', 'cart_lines'] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  const now = new Date().toISOString();
  return trx
    .updateTable('users')
    .set({
      email: tombstoneEmail(userId),
      password_hash: null,
      name: '',
      gender: null,
      country: null,
      phone_number: null,
      address: '',
      city: '',
      zipcode: '',
      pending_email: null,
      profile_picture: null,
      role: null,
      // better-sqlite3 binds no boolean: the literal is understood by both databases.
      new_order_alerts: sql<boolean>`false`,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Where the farm's records copied the person's name or e-mail, the account's number instead: the timelines (the
 * customer placed, the staff moved), the cash recorded at the door, and the audit log (its author's snapshot, and
 * the e-mail in the entries about the account or its invitation).
 */
async function eraseNameFromRecords(trx: Transaction<Database>, user: UserRow): Promise<void> {
  const customer = deletedCustomerName(user.id);
  const staff = deletedStaffName(user.id);
  await trx
    .updateTable('order_events')
    .set({
      actor_name: sql<string>`case when ${sql.ref('stage')} = 'placed' then ${customer} else ${staff} end`,
    })
    .where('actor_id', '=', user.id)
    .execute();
  await trx
    .updateTable('orders')
    .set({ cash_received_by_name: staff })
    .where('cash_received_by', '=', user.id)
    .execute();
  await trx
    .updateTable('audit_log')
    .set({ actor_name: staff, actor_email: null })
    .where('actor_id', '=', user.id)
    .execute();

  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity_type', '=', 'user'), eb('entity_id', '=', String(user.id))]),
        eb('entity_type', '=', 'staff_invitation'),
      ]),
    )
    .execute();
  const email = user.email.toLowerCase();
  const erase = (text: string | null) => {
    if (text === null) return null;
    const fields = JSON.parse(text) as Record<string, unknown>;
    if (typeof fields.email !== 'string' || fields.email.toLowerCase() !== email) return text;
    return JSON.stringify({ ...fields, email: staff });
  };
  for (const entry of entries) {
    const before = erase(entry.before);
    const after = erase(entry.after);
    if (before !== entry.before || after !== entry.after) {
      await trx.updateTable('audit_log').set({ before, after }).where('id', '=', entry.id).execute();
    }
  }
}

/**
 * An order of a deleted account that reaches delivered or cancelled needs its address no more: its delivery copy
 * goes, as the finished orders' did when the account was deleted. Called by moveOrder in the move's transaction.
 */
export async function eraseDeliveryOfDeletedAccount(
  trx: Transaction<Database>,
  orderId: number,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ delivery_name: null, delivery_phone: null, delivery_address: null, delivery_city: null })
    .where('id', '=', orderId)
    .where('stage', 'in', FINISHED)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null))
    .execute();
}

/**
 * Whether the account of an order (or the account itself) was deleted: the customer's e-mails about it have
 * nobody to go to.
 */
export async function accountDeleted(
  db: Kysely<Database>,
  of: { orderId: number } | { userId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('deleted_at')
    .where(
      'id',
      '=',
      'userId' in of
        ? of.userId
        : (eb) => eb.selectFrom('orders').select('orders.user_id').where('orders.id', '=', of.orderId),
    )
    .executeTakeFirst();
  return row?.deleted_at != null;
}

/** The deleted accounts a back-office search names (contract's deletedCustomerSearch): one by id, or all. */
export function isDeletedAccount(id: number | undefined): RawBuilder<boolean> {
  const deleted = sql<boolean>`${sql.ref('users.deleted_at')} is not null`;
  return id === undefined ? deleted : sql<boolean>`(${deleted} and ${sql.ref('users.id')} = ${id})`;
}
