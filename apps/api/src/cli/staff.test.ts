import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { repoRoot } from '../paths.js';
import { uniqueEmail } from '../test/accounts.js';
import { describeEachDialect, type TestDatabase } from '../test/dialects.js';
import { runStaffCommand } from './staff.js';

const run = promisify(execFile);

describeEachDialect('npm run staff', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    db = createDatabase(database.config, () => {});
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function account(role: StaffRole | null = null, verified = true) {
    const email = uniqueEmail('staff');
    return db
      .insertInto('users')
      .values({
        email,
        name: 'Ada Obi',
        password_hash: null,
        role,
        verified_at: verified ? new Date().toISOString() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function staff(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(db, args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const roleOf = async (id: number) =>
    (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

  it('grants a role, says so, and records it with no actor (the operator)', async () => {
    const user = await account();

    expect(await staff('grant', user.email.toUpperCase(), 'Manager')).toEqual({
      code: 0,
      out: `${user.email} is now a manager (was: no role).`,
      err: '',
    });
    expect(await roleOf(user.id)).toBe('manager');
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: null, action: 'staff.grant', entity_type: 'user' });
    expect(await staff('grant', user.email, 'manager')).toMatchObject({
      code: 0,
      out: `${user.email} is already a manager.`,
    });
  });

  it("turns the first owner's new-order alerts on, and no later owner's", async () => {
    // The shop has no owner yet (the suite's earlier owners step aside).
    await db.updateTable('users').set({ role: null }).where('role', '=', 'owner').execute();
    const first = await account();
    const second = await account();
    const alertsOf = async (id: number) =>
      Boolean(
        (
          await db
            .selectFrom('users')
            .select('new_order_alerts')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).new_order_alerts,
      );

    expect((await staff('grant', first.email, 'owner')).code).toBe(0);
    expect((await staff('grant', second.email, 'owner')).code).toBe(0);

    expect(await alertsOf(first.id)).toBe(true);
    expect(await alertsOf(second.id)).toBe(false);
  });

  it('revokes a role: the account stays, a shopper', async () => {
    const user = await account('packer');

    expect(await staff('revoke', user.email)).toEqual({
      code: 0,
      out: `${user.email} is no longer a packer: it is a shopper's account now.`,
      err: '',
    });
    expect(await roleOf(user.id)).toBeNull();
    expect((await staff('revoke', user.email)).out).toBe(`${user.email} holds no role: nothing to revoke.`);
  });

  it('refuses an unknown e-mail, an unknown role, an unverified account and a misuse, with exit code 1', async () => {
    const unverified = await account(null, false);

    expect(await staff('grant', 'nobody@example.ng', 'owner')).toEqual({
      code: 1,
      out: '',
      err: 'No account has the e-mail nobody@example.ng: they sign up on the shop first.',
    });
    expect(await staff('grant', unverified.email, 'boss')).toEqual({
      code: 1,
      out: '',
      err: 'Unknown role "boss": choose one of owner, manager, packer, rider.',
    });
    expect(await staff('grant', unverified.email, 'owner')).toMatchObject({
      code: 1,
      err: expect.stringContaining('has not verified their e-mail yet'),
    });
    expect(await roleOf(unverified.id)).toBeNull();
    for (const args of [
      [],
      ['grant', unverified.email],
      ['revoke'],
      ['promote', unverified.email, 'owner'],
    ]) {
      expect(await staff(...args)).toMatchObject({ code: 1, err: expect.stringContaining('Usage:') });
    }
  });

  it('will not take the role of the last owner', async () => {
    await db.updateTable('users').set({ role: null }).where('role', '=', 'owner').execute();
    const owner = await account('owner');

    const revoked = await staff('revoke', owner.email);
    const demoted = await staff('grant', owner.email, 'packer');

    for (const refused of [revoked, demoted]) {
      expect(refused.code).toBe(1);
      expect(refused.err).toBe(
        `${owner.email} keeps an owner's role: The shop needs an owner: make someone else an owner first.`,
      );
    }
    expect(await roleOf(owner.id)).toBe('owner');

    const next = await account();
    expect((await staff('grant', next.email, 'owner')).code).toBe(0);
    expect((await staff('revoke', owner.email)).code).toBe(0);
  });

  // Two real processes, each compiling the API's source with tsx: on two loaded cores that alone took 30 s once.
  it('runs as the command the operator types, on the same database as the server', {
    timeout: 120_000,
  }, async () => {
    const user = await account();
    const config = database.config;
    const env = {
      ...process.env,
      ...(config.dialect === 'sqlite'
        ? { DATA_DIR: dirname(config.file), DATABASE_URL: '' }
        : { DATABASE_URL: config.connectionString }),
    };
    const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
    const command = [tsx, '--conditions=@farmkit/source', join(repoRoot, 'apps/api/src/cli/staff.ts')];

    const granted = await run(command[0] ?? '', [...command.slice(1), 'grant', user.email, 'packer'], {
      env,
    });
    expect(granted.stdout.trim()).toBe(`${user.email} is now a packer (was: no role).`);
    expect(await roleOf(user.id)).toBe('packer');

    const refused = await run(command[0] ?? '', [...command.slice(1), 'grant', user.email, 'boss'], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown role "boss"') });
  });
});
