import {
  adminIdParamsSchema,
  adminOrderSchema,
  deliveryDayQuerySchema,
  deliverySheetSchema,
  deliveryStopSchema,
  orderRiderPayloadSchema,
  riderDeliveredPayloadSchema,
  riderListSchema,
  riderRoundSchema,
  settlePayloadSchema,
  slotRiderAnswerSchema,
  slotRiderPayloadSchema,
  toKobo,
} from '@farmkit/contract';
import { ApiFailure, notFound } from '../../../api-errors.js';
import {
  assignOrderRider,
  assignSlotRider,
  deliverySheet,
  isRidersOrder,
  listRiders,
  riderRound,
  riderStop,
} from '../../../delivery/riders.repository.js';
import { settleShortPayment } from '../../../delivery/short-payments.js';
import {
  errorResponse,
  invalidInputResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import { findAdminOrder } from '../../../orders/admin-orders.repository.js';
import { moveOrder } from '../../../orders/order-stages.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

const notARiderResponse = errorResponse(
  'Invalid input (invalid); or the `rider` is not a member of the staff with the rider role (not_a_rider).',
);
const notDeliverableResponse = errorResponse(
  'The order is collected at the farm, delivered or cancelled: no rider takes it (not_deliverable).',
);
const handOverInputResponse = errorResponse(
  'Invalid input (invalid); an order with cash to collect without `cash_received` (cash_received_required), ' +
    'with less and no `short_note` (short_note_required), or with more (cash_amount_mismatch); cash for an ' +
    'order with nothing to collect (cash_not_due).',
);
const settleInputResponse = errorResponse(
  'Invalid input (invalid); or the amount is not what is still owed (settle_amount_mismatch).',
);
const nothingToSettleResponse = errorResponse(
  'The order is not delivered short of its cash, or its rest was recorded already (nothing_to_settle).',
);
const handOverConflictResponse = errorResponse(
  'The order is not out for delivery (order_moved: its stage now is in the detail).',
);

/**
 * Riders: giving delivery orders to them (deliveries.assign), settling what a customer still owed after the door, the day's sheet by slot and area (orders.read), and
 * a rider's own round and hand-overs (deliveries.ride). A rider sees and moves only the orders given to them: any
 * other is 404, and every other move is the stage call, which a rider may not make (403).
 */
const deliveriesRoutes: AdminPlugin = async (app) => {
  const throttled = [app.throttle('orderWrite')];
  const dayOr = (date: string | undefined) => date ?? app.shop.days.dayOf(new Date());

  app.get(
    '/riders/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listRiders',
        summary: 'The riders delivery orders can be given to',
        description:
          'The staff holding the rider role; the whole staff list stays the owner’s (staff.manage).',
        response: { 200: riderListSchema, ...staffGuardResponses },
      },
      config: needs('deliveries.assign'),
    },
    async () => ({ results: await listRiders(app.db) }),
  );

  app.put(
    '/orders/:id/rider/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setOrderRider',
        summary: 'Give a delivery order to a rider, or take it back (`rider: null`)',
        description:
          'Only an order delivered by the farm, not delivered or cancelled yet; the rider must hold the rider role.',
        params: adminIdParamsSchema,
        body: orderRiderPayloadSchema,
        response: {
          200: adminOrderSchema,
          400: notARiderResponse,
          ...staffGuardResponses,
          404: errorResponse('No order has this id.'),
          409: notDeliverableResponse,
          429: throttledResponse,
        },
      },
      config: needs('deliveries.assign'),
      preHandler: throttled,
    },
    async (request) => {
      const orderId = request.params.id;
      const given = await app.db
        .transaction()
        .execute((trx) =>
          assignOrderRider(trx, { actorId: request.staff.userId, orderId, riderId: request.body.rider }),
        );
      const order = given && (await findAdminOrder(app.db, orderId, request.staff.role));
      if (!order) throw new ApiFailure(404, notFound);
      return order;
    },
  );

  app.post(
    '/deliveries/assign/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'assignSlotRider',
        summary:
          'Give every open delivery order of a slot (its window on its day), of one area or all, to a rider',
        body: slotRiderPayloadSchema,
        response: {
          200: slotRiderAnswerSchema,
          400: notARiderResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('deliveries.assign'),
      preHandler: throttled,
    },
    async (request) => {
      const { rider, date, window, area } = request.body;
      const orders = await app.db.transaction().execute((trx) =>
        assignSlotRider(trx, {
          actorId: request.staff.userId,
          riderId: rider,
          date,
          windowId: window,
          areaId: area,
        }),
      );
      return { orders };
    },
  );

  app.get(
    '/deliveries/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getDeliverySheet',
        summary:
          'The deliveries sheet of a day: its delivery orders by slot, then area, with all the door needs',
        description:
          'Orders delivered by the farm whose delivery day is `date` (today in the shop’s time zone when left ' +
          'out), cancelled ones left out; each with the customer, address, landmark, note, items, cash to collect ' +
          'and rider. Orders from before delivery days have no day and are not on it.',
        querystring: deliveryDayQuerySchema,
        response: { 200: deliverySheetSchema, 400: invalidInputResponse, ...staffGuardResponses },
      },
      config: needs('orders.read'),
    },
    async (request) => {
      const date = dayOr(request.query.date);
      return { date, groups: await deliverySheet(app.db, date) };
    },
  );

  app.get(
    '/deliveries/mine/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getRiderRound',
        summary: 'The caller’s round: the orders given to them for a day, in route order',
        description:
          'By area council, area name, then the slot’s start; delivered ones stay on it, cancelled ones leave it. ' +
          '`date` is today in the shop’s time zone when left out.',
        querystring: deliveryDayQuerySchema,
        response: { 200: riderRoundSchema, 400: invalidInputResponse, ...staffGuardResponses },
      },
      config: needs('deliveries.ride'),
    },
    async (request) => {
      const date = dayOr(request.query.date);
      return { date, results: await riderRound(app.db, request.staff.userId, date) };
    },
  );

  app.post(
    '/deliveries/:id/delivered/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'handOverDelivery',
        summary: 'Mark an order of the caller’s round delivered, with the cash taken at the door',
        description:
          'Only an order given to the caller, out for delivery. With cash to collect, `cash_received` is the ' +
          'amount due; a customer who paid less is recorded with `short_note` saying why: the order is delivered ' +
          'but not paid in full, and the cash report flags it (docs/spec-decisions.md#riders-and-short-payments).',
        params: adminIdParamsSchema,
        body: riderDeliveredPayloadSchema,
        response: {
          200: deliveryStopSchema,
          400: handOverInputResponse,
          ...staffGuardResponses,
          404: errorResponse('No order of the caller’s round has this id.'),
          409: handOverConflictResponse,
          429: throttledResponse,
        },
      },
      config: needs('deliveries.ride'),
      preHandler: throttled,
    },
    async (request) => {
      const { userId, role } = request.staff;
      const orderId = request.params.id;
      if (!(await isRidersOrder(app.db, userId, orderId))) throw new ApiFailure(404, notFound);
      const { cash_received: cashReceived, short_note: shortNote } = request.body;
      await app.db.transaction().execute((trx) =>
        moveOrder(trx, {
          orderId,
          to: 'delivered',
          from: 'out_for_delivery',
          cashReceivedKobo: cashReceived === undefined ? undefined : toKobo(cashReceived),
          formatMoney: app.shop.formatMoney,
          actor: { userId, role },
          // The timeline's note reaches the shopper: the shortfall's reason stays the farm's.
          note: '',
          shortPayment: { note: shortNote },
        }),
      );
      const stop = await riderStop(app.db, userId, orderId);
      if (!stop) throw new ApiFailure(404, notFound);
      return stop;
    },
  );
  app.post(
    '/orders/:id/settle/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'settleShortPayment',
        summary: 'Record the rest of a short payment, once the customer paid it',
        description:
          'For a delivered order whose customer paid the rider less (the hand-over’s `short_note`): `amount` is ' +
          'exactly what is still owed. The order becomes paid; the cash taken at the door, and so the rider’s ' +
          'day on the cash report, stay as recorded (docs/spec-decisions.md#riders-and-short-payments).',
        params: adminIdParamsSchema,
        body: settlePayloadSchema,
        response: {
          200: adminOrderSchema,
          400: settleInputResponse,
          ...staffGuardResponses,
          404: errorResponse('No order has this id.'),
          409: nothingToSettleResponse,
          429: throttledResponse,
        },
      },
      config: needs('deliveries.assign'),
      preHandler: throttled,
    },
    async (request) => {
      const orderId = request.params.id;
      const settled = await app.db.transaction().execute((trx) =>
        settleShortPayment(trx, {
          orderId,
          amountKobo: toKobo(request.body.amount),
          note: request.body.note?.trim() ?? '',
          actorId: request.staff.userId,
          formatMoney: app.shop.formatMoney,
        }),
      );
      const order = settled && (await findAdminOrder(app.db, orderId, request.staff.role));
      if (!order) throw new ApiFailure(404, notFound);
      return order;
    },
  );
};

export default deliveriesRoutes;
