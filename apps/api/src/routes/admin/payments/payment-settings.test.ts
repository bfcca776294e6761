import { DEFAULT_PAYMENT_SETTINGS, PAYMENT_SETTINGS_PATH, type PaymentSettings } from '@farmkit/contract';
import { beforeAll, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

const path = PAYMENT_SETTINGS_PATH.slice('admin/'.length);
const account = {
  bank: 'GTBank',
  account_number: '0123456789',
  account_name: 'Kuje Farms Ltd',
  pay_within_hours: 24,
  active: true,
};

describeEachDialect('admin: payment settings', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
  });
  const save = (body: unknown) =>
    callAdmin<PaymentSettings & { errors: Record<string, string[]> }>(app(), 'PUT', path, {
      token: owner.token,
      body,
    });

  it('starts with no account and the transfer not offered, then keeps what the owner sets, audited', async () => {
    const fresh = await callAdmin<PaymentSettings>(app(), 'GET', path, { token: owner.token });
    expect(fresh).toEqual({ status: 200, body: DEFAULT_PAYMENT_SETTINGS });

    const saved = await save({ bank_transfer: { ...account, account_name: '  Kuje Farms Ltd ' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ bank_transfer: account });
    expect((await callAdmin(app(), 'GET', path, { token: owner.token })).body).toEqual({
      bank_transfer: account,
    });
    const entry = (await auditRows(app())).at(-1);
    expect(entry).toMatchObject({
      action: 'payment_settings.update',
      actor_id: owner.id,
      entity_type: 'payment_settings',
    });
    expect(JSON.parse(String(entry?.after))).toEqual(account);

    // Saving the same again changes nothing, so the log says nothing.
    const entries = (await auditRows(app())).length;
    expect((await save({ bank_transfer: account })).status).toBe(200);
    expect((await auditRows(app())).length).toBe(entries);
  });

  it('needs the bank, the number and the name to offer the transfer, and not before', async () => {
    const offered = await save({
      bank_transfer: { ...account, bank: ' ', account_number: '', account_name: '' },
    });
    expect(offered.status).toBe(400);
    expect(Object.keys(offered.body.errors).sort()).toEqual([
      'bank_transfer.account_name',
      'bank_transfer.account_number',
      'bank_transfer.bank',
    ]);

    const notYet = await save({
      bank_transfer: { bank: '', account_number: '', account_name: '', pay_within_hours: 12, active: false },
    });
    expect(notYet.status).toBe(200);
    expect(notYet.body.bank_transfer).toMatchObject({ active: false, pay_within_hours: 12 });
  });

  it('refuses an account number that is not digits, and hours out of 1 to 168', async () => {
    for (const [field, value] of [
      ['account_number', '0123-456789'],
      ['account_number', '12345'],
      ['pay_within_hours', 0],
      ['pay_within_hours', 169],
      ['pay_within_hours', 2.5],
    ] as const) {
      const refused = await save({ bank_transfer: { ...account, [field]: value } });
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(Object.keys(refused.body.errors), `${field} ${value}`).toEqual([`bank_transfer.${field}`]);
    }
  });
});
