import {
  ADMIN_ERROR_CODES,
  ADMIN_ERROR_DETAILS,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@farmkit/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { type AuditAction, audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { isoTime } from '../db/stored-time.js';
import type { UserRow } from '../db/tables/accounts.table.js';
import type { StaffInvitationsTable } from '../db/tables/staff.table.js';

/** 409: the change would leave the shop without an owner. */
export const lastOwner = new ApiFailure(409, {
  detail: ADMIN_ERROR_DETAILS.lastOwner,
  code: ADMIN_ERROR_CODES.lastOwner,
});

export type InvitationRow = Selectable<StaffInvitationsTable>;

export function toStaffMember(row: UserRow & { role: StaffRole }): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    new_order_alerts: Boolean(row.new_order_alerts),
    verified: row.verified_at !== null,
  };
}

export function isStaff(row: UserRow | undefined): row is UserRow & { role: StaffRole } {
  return row?.role != null;
}

export function toStaffInvitation(row: InvitationRow): StaffInvitation {
  return { id: row.id, email: row.email, role: row.role, expires_at: isoTime(row.expires_at) };
}

/** What the audit log keeps of an account's place in the staff. */
function staffState(row: UserRow) {
  return { email: row.email, role: row.role, new_order_alerts: Boolean(row.new_order_alerts) };
}

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom('users').selectAll().where('role', 'is not', null).orderBy('id').execute();
  return rows.filter(isStaff).map(toStaffMember);
}

export async function findStaffMember(
  db: Kysely<Database>,
  id: number,
): Promise<(UserRow & { role: StaffRole }) | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return isStaff(row) ? row : undefined;
}

export async function ownerExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owners' ids, their rows locked until the transaction ends (PostgreSQL; SQLite runs one write transaction
 * at a time): two owners demoting each other at once cannot both see the other one stay.
 */
async function lockOwners(trx: Transaction<Database>): Promise<number[]> {
  const postgres = isPostgres(trx);
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .$if(postgres, (query) => query.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

export interface StaffChange {
  /** Who makes the change; null for the operator's command line. */
  actorId: number | null;
  action: AuditAction;
  userId: number;
  changes: { role?: StaffRole | null; new_order_alerts?: boolean };
}

/**
 * Changes an account's role or alerts and records it, in the caller's transaction. Refused with 409 when it
 * would take the owner's role from the last owner. Undefined when there is no such account.
 */
export async function changeStaff(
  trx: Transaction<Database>,
  { actorId, action, userId, changes }: StaffChange,
): Promise<UserRow | undefined> {
  const owners = await lockOwners(trx);
  const before = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!before) return undefined;
  const role = changes.role === undefined ? before.role : changes.role;
  if (before.role === 'owner' && role !== 'owner' && !owners.some((id) => id !== userId)) throw lastOwner;

  const { new_order_alerts: alerts, ...rest } = changes;
  const after = await trx
    .updateTable('users')
    .set({
      ...rest,
      // better-sqlite3 binds no boolean: the literal is understood by both databases.
      ...(alerts === undefined
        ? {}
        : { new_order_alerts: alerts ? sql<boolean>`true` : sql<boolean>`false` }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actorId,
    action,
    entityType: 'user',
    entityId: userId,
    before: staffState(before),
    after: staffState(after),
  });
  return after;
}

/** An invitation for `email`, replacing any earlier one, and its audit row. */
export async function inviteStaff(
  trx: Transaction<Database>,
  invitation: { email: string; role: StaffRole; invitedBy: number; expiresAt: Date },
): Promise<InvitationRow> {
  const email = invitation.email.toLowerCase();
  const earlier = await trx
    .selectFrom('staff_invitations')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const values = {
    role: invitation.role,
    invited_by: invitation.invitedBy,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: new Date().toISOString(),
  };
  const row = await trx
    .insertInto('staff_invitations')
    .values({ email, ...values })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actorId: invitation.invitedBy,
    action: 'staff.invite',
    entityType: 'staff_invitation',
    entityId: row.id,
    before: earlier ? invitationState(earlier) : null,
    after: invitationState(row),
  });
  return row;
}

function invitationState(row: InvitationRow) {
  return { email: row.email, role: row.role, expires_at: isoTime(row.expires_at) };
}

/** Invitations not yet taken up nor expired, oldest first. */
export async function listInvitations(db: Kysely<Database>, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('expires_at', '>', now.toISOString())
    .orderBy('id')
    .execute();
  return rows.map(toStaffInvitation);
}

/** False when there is no such invitation. */
export async function cancelInvitation(
  trx: Transaction<Database>,
  { actorId, id }: { actorId: number; id: number },
): Promise<boolean> {
  const row = await trx
    .deleteFrom('staff_invitations')
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return false;
  await audit(trx, {
    actorId,
    action: 'staff.invitation_cancel',
    entityType: 'staff_invitation',
    entityId: id,
    before: invitationState(row),
    after: null,
  });
  return true;
}

/**
 * Called when an account proves its e-mail (sign-up verification, Google): a live invitation for that e-mail
 * becomes the account's role, in the name of the owner who sent it. An account that has a role keeps it.
 */
export async function claimStaffInvitation(db: Kysely<Database>, user: UserRow): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('staff_invitations')
      .where('email', '=', user.email.toLowerCase())
      .returningAll()
      .executeTakeFirst();
    if (!invitation || isoTime(invitation.expires_at) <= now) return;
    const current = await trx.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    if (!current || current.role !== null) return;
    await changeStaff(trx, {
      actorId: invitation.invited_by,
      action: 'staff.join',
      userId: user.id,
      changes: { role: invitation.role },
    });
  });
}
