import { Readable } from 'node:stream';
import {
  ADMIN_REPORT_PATHS,
  adminOrderExportQuerySchema,
  fromKobo,
  ORDER_CSV_COLUMNS,
  toDecimalText,
} from '@farmkit/contract';
import { SHOP_PHONE_COUNTRY } from '../../../config.js';
import { invalidInputResponse, staffGuardResponses, throttledResponse } from '../../../http/responses.js';
import {
  type AdminOrderExportRow,
  type AdminOrderFilter,
  exportAdminOrders,
} from '../../../orders/admin-orders.repository.js';
import { csvPhone, csvRow, csvTime, UTF8_BOM } from '../../../orders/orders-csv.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

const naira = (kobo: number) => toDecimalText(fromKobo(kobo));

function orderLine(order: AdminOrderExportRow, timeZone: string): string {
  return csvRow([
    order.id,
    csvTime(order.created_at, timeZone),
    order.stage,
    order.status,
    order.payment_method,
    order.paid ? 'yes' : 'no',
    order.payment_status,
    order.customer.name,
    order.customer.email,
    csvPhone(order.customer.phone, SHOP_PHONE_COUNTRY),
    order.delivery?.address,
    order.delivery?.city,
    order.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
    naira(order.subtotal_kobo),
    naira(order.discount_kobo),
    naira(order.total_kobo),
    naira(order.refunded_kobo),
  ]);
}

/** The header, then one line per order, a batch of orders read only when the previous one has been sent. */
export async function* orderCsv(
  batches: AsyncIterable<AdminOrderExportRow[]>,
  timeZone: string,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(ORDER_CSV_COLUMNS);
  for await (const orders of batches) {
    yield orders.map((order) => orderLine(order, timeZone)).join('');
  }
}

/** `GET admin/orders.csv`: the orders list's filters, every matching order, streamed. */
const adminOrderExportRoutes: AdminPlugin = async (app) => {
  app.get(
    `/${ADMIN_REPORT_PATHS.ordersCsv.slice('admin/'.length)}`,
    {
      schema: {
        tags: ['admin'],
        operationId: 'exportAdminOrders',
        summary: 'Every order the orders list’s filters match, newest first, as a CSV download',
        description:
          'Columns: ' +
          `${ORDER_CSV_COLUMNS.join(', ')}. Money in naira with 2 decimals; items as "2 × Goat; 1 × Eggs"; ` +
          'paid as yes or no; payment_status as every order answer has it; the delivery copy of the order; created_at as YYYY-MM-DD HH:MM in the shop’s time ' +
          'zone (SHOP_TIME_ZONE); a Nigerian phone number as 0802 123 4567. A text cell starting with = + - @ ' +
          'starts with an apostrophe, so a spreadsheet takes it as text. UTF-8 with a byte-order mark, CRLF line ends.',
        querystring: adminOrderExportQuerySchema,
        response: {
          200: {
            description: 'The CSV file (attachment orders-YYYY-MM-DD.csv, the shop’s day).',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          400: invalidInputResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('orders.export'),
      preHandler: [app.throttle('orderExport')],
    },
    async (request, reply) => {
      const { stage, payment_method, from, to, q } = request.query;
      const filter: AdminOrderFilter = { stage, payment_method, from, to, q };
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="orders-${app.shop.days.dayOf(new Date())}.csv"`,
          )
          // A stream is sent as it is, not serialised; the schema types the body as the text it becomes.
          .send(
            Readable.from(
              orderCsv(exportAdminOrders(app.db, app.shop.days, filter), app.shop.timeZone),
            ) as unknown as string,
          )
      );
    },
  );
};

export default adminOrderExportRoutes;
