import {
  apiErrorSchema,
  DELIVERY_ERROR_CODES,
  type DeliveryOptions,
  deliveryOptionsSchema,
  deliverySlotListSchema,
  deliverySlotsQuerySchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiFailure, invalidInput } from '../../api-errors.js';
import { deliveryContext, deliveryRefused } from '../../delivery/cart-delivery.js';
import {
  activeArea,
  activeAreas,
  activePickupPoint,
  toDeliveryArea,
} from '../../delivery/delivery.repository.js';
import { listSlots } from '../../delivery/slots.js';

/** How the farm brings orders, and when: what the checkout offers, for anyone (no account needed). */
const deliveryRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['delivery'],
        operationId: 'deliveryOptions',
        summary: 'The areas the farm delivers to (by council, then name), its pickup point and time zone',
        response: { 200: deliveryOptionsSchema },
      },
    },
    async (): Promise<DeliveryOptions> => ({
      areas: (await activeAreas(app.db)).map(toDeliveryArea),
      pickup: await activePickupPoint(app.db),
      time_zone: app.shop.timeZone,
    }),
  );

  app.get(
    '/slots/',
    {
      schema: {
        tags: ['delivery'],
        operationId: 'deliverySlots',
        summary:
          "The coming days' slots of a method (for delivery, of an area), soonest first, with the places left",
        querystring: deliverySlotsQuerySchema,
        response: {
          200: deliverySlotListSchema,
          400: {
            ...apiErrorSchema,
            description: `Invalid input; an area not offered (${DELIVERY_ERROR_CODES.areaUnavailable}), or no pickup (${DELIVERY_ERROR_CODES.pickupUnavailable}).`,
          },
        },
      },
    },
    async (request) => {
      const { method, area: areaId } = request.query;
      const context = deliveryContext(app.shop, app.now());
      if (method === 'pickup') {
        if ((await activePickupPoint(app.db)) === null) throw deliveryRefused('pickupUnavailable');
        return { results: await listSlots(app.db, method, undefined, context) };
      }
      if (areaId === undefined) {
        throw new ApiFailure(400, invalidInput({ area: ['This field is required for delivery.'] }));
      }
      const area = await activeArea(app.db, areaId);
      if (!area) throw deliveryRefused('areaUnavailable');
      return { results: await listSlots(app.db, method, area, context) };
    },
  );
};

export default deliveryRoutes;
