import { AUDIT_OPERATOR, type AuditEntityType, type AuditEntry, deletedStaffName } from '@farmkit/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { addDays, type ShopDays } from '../db/shop-days.js';
import { isoTime } from '../db/stored-time.js';

export type AuditAction =
  /** The first owner, made with the setup link. */
  | 'owner.setup'
  /** A role given to an account (by the owner, or the operator's `npm run staff -- grant`). */
  | 'staff.grant'
  /** An invitation e-mailed to an address without a verified account. */
  | 'staff.invite'
  | 'staff.invitation_cancel'
  /** An invited e-mail signed up and verified: the invitation's role is now the account's. */
  | 'staff.join'
  | 'staff.update'
  | 'staff.remove'
  /** A member of the staff deleted their own account: their role went with it (accounts/account-deletion.ts). */
  | 'staff.account_delete'
  /** The catalogue (admin/products, admin/categories). */
  | 'product.create'
  | 'product.update'
  | 'product.publish'
  | 'product.unpublish'
  | 'product.picture'
  /** A stock adjustment by hand: restock, correction or loss (its ledger row has the details). */
  | 'product.stock'
  | 'category.create'
  | 'category.rename'
  | 'category.reorder'
  /** An order moved to another stage (order-stages.ts), cancelled, or its payment refunded. */
  | 'order.stage'
  | 'order.cancel'
  | 'order.refund'
  /** An order given to a rider, or taken back (rider: null). */
  | 'order.rider'
  /** The rest of a short payment, recorded once the customer paid it (delivery/short-payments.ts). */
  | 'order.settle'
  /** The delivery settings (admin/delivery/): areas, windows, the pickup point. */
  | 'delivery_area.create'
  | 'delivery_area.update'
  | 'delivery_area.delete'
  | 'delivery_window.create'
  | 'delivery_window.update'
  | 'delivery_window.delete'
  | 'pickup_point.update'
  /** The farm's bank account for transfers, and the hours shoppers have to pay (admin/payments/settings/). */
  | 'payment_settings.update';

export interface AuditRecord {
  /** Who made the change; null for the operator's command line. */
  actorId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string;
  before: object | null;
  after: object | null;
}

/**
 * Records an admin write. It takes the write's transaction, never the database: the row commits with the change
 * or not at all, so the log can neither miss a change nor show one that did not happen. The author's name and
 * e-mail are kept as they are now, so the entry still says who made it after they change them or leave; a deleted
 * account's are erased to "Deleted staff #<id>" (accounts/account-deletion.ts), never to the operator's null.
 */
export async function audit(trx: Transaction<Database>, record: AuditRecord): Promise<void> {
  const actor =
    record.actorId === null
      ? undefined
      : await trx
          .selectFrom('users')
          .select(['name', 'email'])
          .where('id', '=', record.actorId)
          .executeTakeFirst();
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      actor_name: actor?.name ?? null,
      actor_email: actor?.email ?? null,
      action: record.action,
      entity_type: record.entityType,
      entity_id: String(record.entityId),
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export interface AuditFilter {
  /** An account's id, or AUDIT_OPERATOR for the command line's changes. */
  actor?: string | undefined;
  entity?: AuditEntityType | undefined;
  /** Shop days (SHOP_TIME_ZONE), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

function filtered(db: Kysely<Database>, days: ShopDays, filter: AuditFilter) {
  return db.selectFrom('audit_log').where((eb) => {
    const conditions = [];
    if (filter.actor === AUDIT_OPERATOR) conditions.push(eb('audit_log.actor_id', 'is', null));
    else if (filter.actor) conditions.push(eb('audit_log.actor_id', '=', Number(filter.actor)));
    if (filter.entity) conditions.push(eb('audit_log.entity_type', '=', filter.entity));
    // audit() stores ISO text (SQLite) or a timestamptz (PostgreSQL): both compare with an ISO instant.
    if (filter.from) {
      conditions.push(eb('audit_log.created_at', '>=', days.dayStart(filter.from).toISOString()));
    }
    if (filter.to) {
      conditions.push(eb('audit_log.created_at', '<', days.dayStart(addDays(filter.to, 1)).toISOString()));
    }
    return eb.and(conditions);
  });
}

export async function countAuditEntries(
  db: Kysely<Database>,
  days: ShopDays,
  filter: AuditFilter = {},
): Promise<number> {
  const { count } = await filtered(db, days, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Newest first. */
export async function listAuditEntries(
  db: Kysely<Database>,
  days: ShopDays,
  { offset, limit }: { offset: number; limit: number },
  filter: AuditFilter = {},
): Promise<AuditEntry[]> {
  const rows = await filtered(db, days, filter)
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.actor_name',
      'audit_log.actor_email',
      'users.deleted_at as actor_deleted_at',
      'audit_log.action',
      'audit_log.entity_type',
      'audit_log.entity_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id === null ? null : actorOf(row.actor_id, row),
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    before: parseJson(row.before),
    after: parseJson(row.after),
    created_at: isoTime(row.created_at),
  }));
}

/** Who made an entry, as they were then; a deleted account by its number, whatever the snapshot says. */
function actorOf(
  id: number,
  row: { actor_name: string | null; actor_email: string | null; actor_deleted_at: Date | string | null },
): NonNullable<AuditEntry['actor']> {
  if (row.actor_deleted_at !== null) return { id, email: null, name: deletedStaffName(id), deleted: true };
  return { id, email: row.actor_email, ...(row.actor_name ? { name: row.actor_name } : {}), deleted: false };
}

function parseJson(text: string | null): Record<string, unknown> | null {
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}
