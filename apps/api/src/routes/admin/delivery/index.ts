import {
  adminDeliveryAreaSchema,
  adminIdParamsSchema,
  deliveryAreaPayloadSchema,
  deliveryAreaRules,
  deliverySettingsSchema,
  deliveryWindowPayloadSchema,
  deliveryWindowRules,
  deliveryWindowSchema,
  pickupPointPayloadSchema,
  pickupPointRules,
} from '@farmkit/contract';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  createDeliveryArea,
  createDeliveryWindow,
  deleteDeliveryArea,
  deleteDeliveryWindow,
  deliverySettings,
  findDeliveryArea,
  findDeliveryWindow,
  setPickupPoint,
  updateDeliveryArea,
  updateDeliveryWindow,
} from '../../../delivery/settings.repository.js';
import {
  emptyResponse,
  errorResponse,
  invalidInputResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import { checkedBy } from '../../../http/validate-body.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';
import { settingHandlers } from './setting-handlers.js';

const noSuchArea = errorResponse('No delivery area has this id: "Not found."');
const noSuchWindow = errorResponse('No delivery window has this id: "Not found."');
const areaNameTaken = errorResponse('Another area has this name, in any case: delivery_area_exists.');
const invalidSettingResponse = errorResponse(
  'Invalid input: "Invalid input." with `errors` per field, from the JSON Schema or the shared rules ' +
    '(validation/delivery.ts: naira in whole kobo, a window ending after it starts, an address to offer pickup).',
);
const inUseResponse = (what: string) =>
  errorResponse(`Orders or carts name this ${what}: delivery_in_use. Deactivate it instead (its PUT).`);

/** The delivery settings: areas, windows and the pickup point (owner and managers: delivery.manage). */
const deliverySettingsRoutes: AdminPlugin = async (app) => {
  const throttled = app.throttle('deliveryWrite');
  const writes = (rules: ObjectSchema<AnyObject>) => [throttled, checkedBy(rules)];

  const areas = settingHandlers(app.db, {
    find: findDeliveryArea,
    create: createDeliveryArea,
    update: updateDeliveryArea,
    remove: deleteDeliveryArea,
  });
  const windows = settingHandlers(app.db, {
    find: findDeliveryWindow,
    create: createDeliveryWindow,
    update: updateDeliveryWindow,
    remove: deleteDeliveryWindow,
  });

  app.get(
    '/delivery/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getDeliverySettings',
        summary: 'The delivery settings: every area and window (active or not) and the pickup point',
        response: { 200: deliverySettingsSchema, ...staffGuardResponses },
      },
      config: needs('delivery.manage'),
    },
    async () => deliverySettings(app.db, app.shop.days.timeZone),
  );

  app.post(
    '/delivery/areas/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'createDeliveryArea',
        summary: 'Add an area the farm delivers to',
        body: deliveryAreaPayloadSchema,
        response: {
          201: adminDeliveryAreaSchema,
          400: invalidSettingResponse,
          ...staffGuardResponses,
          409: areaNameTaken,
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: writes(deliveryAreaRules),
    },
    areas.create,
  );

  app.put(
    '/delivery/areas/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateDeliveryArea',
        summary: 'Change an area; `active: false` stops offering it (orders keep their copy)',
        params: adminIdParamsSchema,
        body: deliveryAreaPayloadSchema,
        response: {
          200: adminDeliveryAreaSchema,
          400: invalidSettingResponse,
          ...staffGuardResponses,
          404: noSuchArea,
          409: areaNameTaken,
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: writes(deliveryAreaRules),
    },
    areas.update,
  );

  app.delete(
    '/delivery/areas/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteDeliveryArea',
        summary: 'Remove an area no order, payment or cart names (a mistake); else deactivate it',
        params: adminIdParamsSchema,
        response: {
          204: emptyResponse,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchArea,
          409: inUseResponse('area'),
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: [throttled],
    },
    areas.remove,
  );

  app.post(
    '/delivery/windows/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'createDeliveryWindow',
        summary: 'Add a delivery or pickup window: hours, weekdays, orders per day, cut-off',
        body: deliveryWindowPayloadSchema,
        response: {
          201: deliveryWindowSchema,
          400: invalidSettingResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: writes(deliveryWindowRules),
    },
    windows.create,
  );

  app.put(
    '/delivery/windows/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateDeliveryWindow',
        summary: 'Change a window; `active: false` stops offering it (orders keep their slot)',
        params: adminIdParamsSchema,
        body: deliveryWindowPayloadSchema,
        response: {
          200: deliveryWindowSchema,
          400: invalidSettingResponse,
          ...staffGuardResponses,
          404: noSuchWindow,
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: writes(deliveryWindowRules),
    },
    windows.update,
  );

  app.delete(
    '/delivery/windows/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'deleteDeliveryWindow',
        summary: 'Remove a window no order, payment or cart names (a mistake); else deactivate it',
        params: adminIdParamsSchema,
        response: {
          204: emptyResponse,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchWindow,
          409: inUseResponse('window'),
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: [throttled],
    },
    windows.remove,
  );

  app.put(
    '/delivery/pickup/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setPickupPoint',
        summary: 'Set where and when orders are collected at the farm, and whether collection is offered',
        body: pickupPointPayloadSchema,
        response: {
          200: deliverySettingsSchema,
          400: invalidSettingResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('delivery.manage'),
      preHandler: writes(pickupPointRules),
    },
    async (request) => {
      await app.db.transaction().execute((trx) => setPickupPoint(trx, request.staff.userId, request.body));
      return deliverySettings(app.db, app.shop.days.timeZone);
    },
  );
};

export default deliverySettingsRoutes;
