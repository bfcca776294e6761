import {
  adminIdParamsSchema,
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  cancelOrderPayloadSchema,
  ORDER_LIFECYCLE_ERROR_CODES,
  ORDER_LIFECYCLE_ERROR_DETAILS,
  type OrderStage,
  orderStagePayloadSchema,
  toKobo,
} from '@farmkit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, invalidPage, notFound } from '../../../api-errors.js';
import { pageOf } from '../../../http/pagination.js';
import {
  errorResponse,
  invalidInputResponse,
  invalidPageResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import {
  countAdminOrders,
  findAdminOrder,
  listAdminOrders,
} from '../../../orders/admin-orders.repository.js';
import { cancelOrder } from '../../../orders/cancel-order.js';
import { moveOrder } from '../../../orders/order-stages.js';
import { providerUnavailableResponse } from '../../../payments/provider.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

const noSuchOrder = errorResponse('No order has this id.');
const invalidTransitionResponse = errorResponse(
  'The stage table has no such move from the order’s current stage (invalid_transition); a cancel of an order ' +
    'already cancelled, or of two at once, is refused this way for the second.',
);
const stageConflictResponse = errorResponse(
  'The order is not in the stage `from` names any more (order_moved: someone, or a second tap, moved it ' +
    'first; the detail names its stage now); or the stage table has no such move (invalid_transition).',
);
const stageInputResponse = errorResponse(
  'Invalid input (invalid); delivering an order with cash to collect without `cash_received` ' +
    '(cash_received_required), or with another amount (cash_amount_mismatch); cash with any other move, or for ' +
    'an order with nothing to collect (cash_not_due).',
);
const refundFailedResponse = {
  ...providerUnavailableResponse,
  description:
    'The payment provider refused the refund or could not be reached (payment_provider_unavailable): the ' +
    'order is not cancelled and nothing changed.',
};

/** The staff's orders: the list, one order, its moves through the stages, its cancellation and refund. */
const adminOrderRoutes: AdminPlugin = async (app) => {
  const throttled = [app.throttle('orderWrite')];
  function actorOf(request: FastifyRequest) {
    return { userId: request.staff.userId, role: request.staff.role };
  }

  async function answerOrder(request: FastifyRequest, id: number) {
    const order = await findAdminOrder(app.db, id, request.staff.role);
    if (!order) throw new ApiFailure(404, notFound);
    return order;
  }

  async function cancel(
    request: FastifyRequest,
    {
      orderId,
      reason,
      refundKobo,
      from,
    }: { orderId: number; reason: string; refundKobo: number | undefined; from?: OrderStage },
  ) {
    const outcome = await cancelOrder(app, { orderId, actor: actorOf(request), reason, refundKobo, from });
    if (outcome.outcome === 'no_order') throw new ApiFailure(404, notFound);
    return answerOrder(request, orderId);
  }

  app.get(
    '/orders/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminOrders',
        summary: 'Every order, newest first, filtered by stage, payment method, days placed, or a search',
        querystring: adminOrderQuerySchema,
        response: {
          200: adminOrderPageSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: invalidPageResponse,
        },
      },
      config: needs('orders.read'),
    },
    async (request, reply) => {
      const { page = 1, page_size: pageSize, stage, payment_method, from, to, q } = request.query;
      const filter = { stage, payment_method, from, to, q };
      const count = await countAdminOrders(app.db, app.shop.days, filter);
      const orders = await pageOf(
        request,
        { page, pageSize },
        count,
        (window) => listAdminOrders(app.db, app.shop.days, filter, window),
        filter,
      );
      if (!orders) return reply.code(404).send(invalidPage);
      return orders;
    },
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAdminOrder',
        summary:
          'One order: lines, totals, payment, customer, where it goes, timeline, the moves the caller may make',
        params: adminIdParamsSchema,
        response: {
          200: adminOrderSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchOrder,
        },
      },
      config: needs('orders.read'),
    },
    async (request) => answerOrder(request, request.params.id),
  );

  app.post(
    '/orders/:id/stage/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'moveAdminOrder',
        summary: 'Move an order to its next stage, as the stage table allows the caller’s role',
        description:
          'placed → confirmed → out_for_delivery → delivered (every role); cancelled from placed or confirmed ' +
          '(owner, manager), which is the cancel call with the note as its reason and a full refund. The ' +
          'shopper is e-mailed. `from` names the stage the caller saw: a move from a stage the order has left ' +
          'is refused (409 order_moved), so a second tap or a stale screen never moves it on again. Marking ' +
          'delivered an order with cash to collect records `cash_received` (who and when: the caller, now) and ' +
          'makes it paid.',
        params: adminIdParamsSchema,
        body: orderStagePayloadSchema,
        response: {
          200: adminOrderSchema,
          400: stageInputResponse,
          ...staffGuardResponses,
          404: noSuchOrder,
          409: stageConflictResponse,
          429: throttledResponse,
          502: refundFailedResponse,
        },
      },
      config: needs('orders.move'),
      preHandler: throttled,
    },
    async (request) => {
      const { id: orderId } = request.params;
      const { stage, from, note = '', cash_received: cashReceived } = request.body;
      if (stage === 'cancelled') {
        if (cashReceived !== undefined) {
          throw new ApiFailure(400, {
            detail: ORDER_LIFECYCLE_ERROR_DETAILS.cashNotDue,
            code: ORDER_LIFECYCLE_ERROR_CODES.cashNotDue,
          });
        }
        return cancel(request, { orderId, reason: note, refundKobo: undefined, from });
      }
      const moved = await app.db.transaction().execute((trx) =>
        moveOrder(trx, {
          orderId,
          to: stage,
          from,
          cashReceivedKobo: cashReceived === undefined ? undefined : toKobo(cashReceived),
          formatMoney: app.shop.formatMoney,
          actor: actorOf(request),
          note,
        }),
      );
      if (!moved) throw new ApiFailure(404, notFound);
      return answerOrder(request, orderId);
    },
  );

  app.post(
    '/orders/:id/cancel/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'cancelAdminOrder',
        summary: 'Cancel an order placed or confirmed: its units back to stock, a paid order refunded',
        description:
          'The refund goes through the payment provider, in full unless `refund_amount` (naira, more than 0 and ' +
          'at most the total) says less. If the provider refuses or cannot be reached, the order is not ' +
          'cancelled (502). The shopper is e-mailed the cancellation and the refund.',
        params: adminIdParamsSchema,
        body: cancelOrderPayloadSchema,
        response: {
          200: adminOrderSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchOrder,
          409: invalidTransitionResponse,
          429: throttledResponse,
          502: refundFailedResponse,
        },
      },
      config: needs('orders.cancel'),
      preHandler: throttled,
    },
    async (request) => {
      const { reason, refund_amount: refundAmount } = request.body;
      return cancel(request, {
        orderId: request.params.id,
        reason,
        refundKobo: refundAmount === undefined ? undefined : toKobo(refundAmount),
      });
    },
  );
};

export default adminOrderRoutes;
