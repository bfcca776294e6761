import type { StaffRole } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';

/** As in accounts.table.ts: ISO text in, a Date (PostgreSQL) or the stored text (SQLite) out. */
type Timestamp = ColumnType<Date | string, string, string>;
type DefaultTimestamp = ColumnType<Date | string, string | undefined, string>;

/** The first owner's one-time setup link (setup-link.ts). The role of each account is `users.role`. */
export interface SetupTokensTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** A role waiting for its e-mail to sign up and verify (staff/staff.repository.ts). */
export interface StaffInvitationsTable {
  id: Generated<number>;
  /** Lower-cased; one invitation per e-mail. */
  email: string;
  role: StaffRole;
  invited_by: number | null;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

/** Every admin write, written in the transaction of the write (audit/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the operator's command line only: a deleted account's row stays (accounts/account-deletion.ts). */
  actor_id: number | null;
  /** The actor's name and e-mail when the entry was made; "Deleted staff #<id>" and null once they are deleted. */
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  /** JSON text. */
  before: string | null;
  after: string | null;
  created_at: DefaultTimestamp;
}

export interface AdminTables {
  setup_tokens: SetupTokensTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
}
