import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { changeStaff, listStaff, ownerExists } from '../staff/staff.repository.js';

/**
 * The operator's command line for roles: `npm run staff -- grant <email> <role>`, `revoke <email>`, `list`. It
 * opens the server's database (DATA_DIR or DATABASE_URL), brings it up to date, and records each change in the
 * audit log with no actor (the operator). The server need not be stopped: roles are read on every request.
 */

export const STAFF_USAGE = [
  'Usage:',
  `  npm run staff -- grant <email> <role>   give an account a role (${STAFF_ROLES.join(', ')})`,
  '  npm run staff -- revoke <email>         take its role away (it stays a shopper)',
  '  npm run staff -- list                   the accounts that hold a role',
].join('\n');

export interface StaffCommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const roleName = (role: StaffRole | null) => (role === null ? 'no role' : role);
const withArticle = (role: StaffRole) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

/** Runs one command against `db`; answers the exit code (0 done, 1 refused or misused). */
export async function runStaffCommand(
  db: Kysely<Database>,
  args: readonly string[],
  { out, err }: StaffCommandOutput,
): Promise<number> {
  const [command, rawEmail, rawRole, ...rest] = args;
  const email = rawEmail?.trim().toLowerCase();

  if (command === 'list' && rawEmail === undefined) {
    const staff = await listStaff(db);
    if (staff.length === 0) out('No account holds a role.');
    for (const member of staff) {
      out(`${member.role.padEnd(8)} ${member.email}${member.verified ? '' : ' (e-mail not verified yet)'}`);
    }
    return 0;
  }

  const granting = command === 'grant' && email && rawRole !== undefined && rest.length === 0;
  const revoking = command === 'revoke' && email && rawRole === undefined;
  if (!granting && !revoking) {
    err(STAFF_USAGE);
    return 1;
  }
  const role = granting ? rawRole?.trim().toLowerCase() : null;
  if (role !== null && !isStaffRole(role)) {
    err(`Unknown role "${rawRole}": choose one of ${STAFF_ROLES.join(', ')}.`);
    return 1;
  }

  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) {
    err(`No account has the e-mail ${email}: they sign up on the shop first.`);
    return 1;
  }
  if (role !== null && !user.verified_at) {
    err(
      `${email} has not verified their e-mail yet: they finish signing up first (the code e-mailed to them).`,
    );
    return 1;
  }
  if (user.role === role) {
    out(
      role === null
        ? `${email} holds no role: nothing to revoke.`
        : `${email} is already ${withArticle(role)}.`,
    );
    return 0;
  }

  try {
    await db.transaction().execute(async (trx) => {
      // The shop's first owner is told of its orders from the first one (the back-office's staff page turns it off).
      const firstOwner = role === 'owner' && !(await ownerExists(trx));
      return changeStaff(trx, {
        actorId: null,
        action: role === null ? 'staff.remove' : 'staff.grant',
        userId: user.id,
        changes:
          role === null
            ? { role: null, new_order_alerts: false }
            : firstOwner
              ? { role, new_order_alerts: true }
              : { role },
      });
    });
  } catch (error) {
    if (error instanceof ApiFailure) {
      err(`${email} keeps ${withArticle(user.role ?? 'owner')}'s role: ${error.body.detail}`);
      return 1;
    }
    throw error;
  }
  out(
    role === null
      ? `${email} is no longer ${withArticle(user.role ?? 'owner')}: it is a shopper's account now.`
      : `${email} is now ${withArticle(role)} (was: ${roleName(user.role)}).`,
  );
  return 0;
}

/** `tsx src/cli/staff.ts <command> …` with the server's configuration. */
async function main(): Promise<void> {
  const output: StaffCommandOutput = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
  let db: Kysely<Database> | undefined;
  try {
    const config = loadConfig();
    db = createDatabase(config.database, (error) =>
      output.err(`database connection failed: ${error.message}`),
    );
    await migrateToLatest(db);
    process.exitCode = await runStaffCommand(db, process.argv.slice(2), output);
  } catch (error) {
    output.err(`staff: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
