import type { StaffRole } from '@farmkit/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Times are written as ISO strings (better-sqlite3 binds no Date) and read back as a Date from PostgreSQL or
 * the stored text from SQLite; ISO text compares in time order in both.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type DefaultTimestamp = ColumnType<Date | string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** argon2id; null for accounts that only sign in with Google. */
  password_hash: string | null;
  name: string;
  gender: string | null;
  country: string | null;
  phone_number: string | null;
  address: Generated<string>;
  city: Generated<string>;
  zipcode: Generated<string>;
  /** A new login e-mail waiting for the code sent to it; the login e-mail changes only once it is entered. */
  pending_email: string | null;
  /** File name under uploads/avatars/, or null. */
  profile_picture: string | null;
  verified_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** The staff's role (routes/admin); null for a shopper. */
  role: StaffRole | null;
  /** Whether a new order is e-mailed to this member of the staff (SQLite answers 0 or 1). */
  new_order_alerts: Generated<boolean | number>;
  /**
   * When the account was deleted; null while it lives. A deleted account's row stays, as a tombstone, so the
   * farm's records keep their account (accounts/account-deletion.ts): its personal fields are erased and its
   * `email` is `deleted:<id>`, which no address can equal (every e-mail the API takes has an '@').
   */
  deleted_at: Timestamp | null;
}

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_in';

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  /** HMAC-SHA256 of the code with the server secret, hex. */
  code_hash: string;
  expires_at: Timestamp;
  /** Tries spent on the code; it is dead at the limit. */
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  consumed_at: Timestamp | null;
}

/** One row per refresh token; the tokens handed out one after another on a sign-in share a family. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  /** SHA-256 of the refresh token, hex. */
  token_hash: string;
  expires_at: Timestamp;
  /** Set when the token was exchanged for the next one: presenting it again is reuse. */
  replaced_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  created_at: DefaultTimestamp;
}

export interface AccountTables {
  users: UsersTable;
  one_time_codes: OneTimeCodesTable;
  sessions: SessionsTable;
  feedback: FeedbackTable;
}

export type UserRow = Selectable<UsersTable>;
