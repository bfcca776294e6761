import { ORDER_CSV_COLUMNS } from '@farmkit/contract';
import { beforeAll, expect, it } from 'vitest';
import { exportAdminOrders } from '../../../orders/admin-orders.repository.js';
import { signUpReadyToOrder, UNLIMITED, uniqueEmail } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, type TestAccount } from '../../../test/staff.js';

/** RFC 4180 read back: quoted fields with doubled quotes, commas and line breaks inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

type CsvRecord = Record<(typeof ORDER_CSV_COLUMNS)[number], string>;

describeEachDialect('admin orders CSV export', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let manager: TestAccount;
  let tricky = { id: 0, email: '' };
  let formula = { id: 0, email: '' };
  let bulk = { id: 0, email: '' };
  let trickyOrders: number[] = [];

  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
    const shopper = async (label: string, name: string) => {
      const session = await signUpReadyToOrder(app(), uniqueEmail(label));
      await app().db.updateTable('users').set({ name }).where('id', '=', session.user.id).execute();
      return { id: session.user.id, email: session.email };
    };
    tricky = await shopper('tricky', 'Obi, Ada "Chief"');
    formula = await shopper('formula', '=HYPERLINK("http://evil.example","x")');
    bulk = await shopper('bulk', 'Bulk Buyer');
    trickyOrders = await insertOrders(app(), [
      {
        userId: tricky.id,
        total: 1250.5,
        subtotal: 1390.5,
        discount: 140,
        createdAt: new Date('2026-02-03T10:00:00Z'),
        paymentMethod: 'pay_now',
        paid: true,
        stage: 'confirmed',
        items: [
          { productId: null, name: 'Goat', price: 500, quantity: 2 },
          { productId: null, name: 'Eggs, large', price: 390.5, quantity: 1 },
        ],
        delivery: {
          name: 'Obi, Ada "Chief"',
          phone: '+2348021234567',
          address: '12 Palm Grove\nFlat 2',
          city: 'Abuja',
        },
      },
      {
        userId: tricky.id,
        total: 300,
        createdAt: new Date('2026-02-05T10:00:00Z'),
        stage: 'cancelled',
        items: [{ productId: null, name: 'Honey', price: 300, quantity: 1 }],
      },
      { userId: formula.id, total: 10, createdAt: new Date('2026-02-04T10:00:00Z') },
    ]);
    await insertOrders(
      app(),
      Array.from({ length: 1500 }, (_, index) => ({
        userId: bulk.id,
        total: index + 1,
        createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000),
        items: [{ productId: null, name: `Item ${index}`, price: index + 1, quantity: 1 }],
      })),
    );
  });

  async function exportCsv(query: string, token = manager.token) {
    const response = await app().inject({
      url: `/api/v1/admin/orders.csv${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const [header = [], ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const records = rows.map(
      (row) => Object.fromEntries(header.map((column, index) => [column, row[index]])) as CsvRecord,
    );
    return { response, header, rows, records };
  }

  it('answers a CSV attachment named for the day, with a header row', async () => {
    const { response, header } = await exportCsv(`?q=${encodeURIComponent(tricky.email)}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${app().shop.days.dayOf(new Date())}.csv"`,
    );
    expect(response.body.startsWith('\uFEFFid,created_at,stage,')).toBe(true);
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
  });

  it('writes one row per order, quoting commas, quotes and line breaks', async () => {
    const { records, rows } = await exportCsv(`?q=${encodeURIComponent(tricky.email)}`);
    const [confirmed, cancelled] = trickyOrders;

    expect(rows.every((row) => row.length === ORDER_CSV_COLUMNS.length)).toBe(true);
    expect(records.map((record) => Number(record.id))).toEqual([cancelled, confirmed]);
    expect(records[1]).toEqual({
      id: String(confirmed),
      // The shop's clock (Africa/Lagos, UTC+1), as a spreadsheet reads a date and time.
      created_at: '2026-02-03 11:00',
      stage: 'confirmed',
      status: 'Pending',
      payment_method: 'pay_now',
      paid: 'yes',
      payment_status: 'paid',
      customer_name: 'Obi, Ada "Chief"',
      customer_email: tricky.email,
      // In its national writing: shown as it is, no apostrophe (nothing to defuse), not taken for a number.
      customer_phone: '0802 123 4567',
      delivery_address: '12 Palm Grove\nFlat 2',
      delivery_city: 'Abuja',
      items: '2 × Goat; 1 × Eggs, large',
      subtotal: '1390.50',
      discount: '140.00',
      total: '1250.50',
      refunded: '0.00',
    });
    expect(records[0]).toMatchObject({
      stage: 'cancelled',
      paid: 'no',
      payment_status: 'nothing_to_pay',
      delivery_address: '',
      items: '1 × Honey',
    });
  });

  it('defuses a name a spreadsheet would take for a formula', async () => {
    const { response, records } = await exportCsv(`?q=${encodeURIComponent(formula.email)}`);

    expect(records.map((record) => record.customer_name)).toEqual([
      '\'=HYPERLINK("http://evil.example","x")',
    ]);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  });

  it('applies the orders list’s filters', async () => {
    const q = `q=${encodeURIComponent(tricky.email)}`;
    const ids = async (query: string) =>
      (await exportCsv(`?${query}`)).records.map((record) => Number(record.id));
    const [confirmed, cancelled] = trickyOrders;

    expect(await ids(`${q}&stage=cancelled`)).toEqual([cancelled]);
    expect(await ids(`${q}&payment_method=pay_now`)).toEqual([confirmed]);
    expect(await ids(`${q}&from=2026-02-04`)).toEqual([cancelled]);
    expect(await ids(`${q}&to=2026-02-04`)).toEqual([confirmed]);
    expect(await ids('stage=confirmed')).toEqual([confirmed]);
    const refused = await app().inject({
      url: '/api/v1/admin/orders.csv?from=yesterday',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid' });
  });

  it('exports 1,500 orders completely, newest first, batch after batch', async () => {
    const { records } = await exportCsv(`?q=${encodeURIComponent(bulk.email)}`);

    expect(records).toHaveLength(1500);
    const totals = records.map((record) => Number(record.total));
    expect(totals).toEqual(Array.from({ length: 1500 }, (_, index) => 1500 - index));
    expect(new Set(records.map((record) => record.id)).size).toBe(1500);
    expect(records.at(-1)).toMatchObject({ items: '1 × Item 0', created_at: '2026-01-01 01:00' });

    const batches: number[] = [];
    for await (const batch of exportAdminOrders(app().db, app().shop.days, { q: bulk.email }, 400))
      batches.push(batch.length);
    expect(batches).toEqual([400, 400, 400, 300]);
  });
});
