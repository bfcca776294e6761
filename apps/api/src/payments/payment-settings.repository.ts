import { DEFAULT_PAYMENT_SETTINGS, type FarmBankAccount, type PaymentSettings } from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';

/** The farm's payment settings: its bank account for transfers (one row, id 1), the defaults until first saved. */
export async function paymentSettings(db: Kysely<Database>): Promise<PaymentSettings> {
  const row = await db.selectFrom('farm_bank_accounts').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  return {
    bank_transfer: {
      bank: row.bank,
      account_number: row.account_number,
      account_name: row.account_name,
      pay_within_hours: Number(row.pay_within_hours),
      active: Boolean(row.active),
    },
  };
}

/** Sets the farm's bank account for transfers, audited when it changed. */
export async function setFarmBankAccount(
  trx: Transaction<Database>,
  actorId: number,
  account: FarmBankAccount,
): Promise<void> {
  const before = (await paymentSettings(trx)).bank_transfer;
  // better-sqlite3 binds no boolean: the literal is understood by both databases.
  const values = { ...account, active: account.active ? sql<boolean>`true` : sql<boolean>`false` };
  await trx
    .insertInto('farm_bank_accounts')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  if (JSON.stringify(before) === JSON.stringify(account)) return;
  await audit(trx, {
    actorId,
    action: 'payment_settings.update',
    entityType: 'payment_settings',
    entityId: 1,
    before,
    after: account,
  });
}
