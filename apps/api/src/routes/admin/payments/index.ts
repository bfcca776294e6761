import { paymentSettingsRules, paymentSettingsSchema } from '@farmkit/contract';
import { errorResponse, staffGuardResponses, throttledResponse } from '../../../http/responses.js';
import { checkedBy } from '../../../http/validate-body.js';
import { paymentSettings, setFarmBankAccount } from '../../../payments/payment-settings.repository.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

const invalidAccountResponse = errorResponse(
  'Invalid input: "Invalid input." with `errors` per field, from the JSON Schema or the shared rules ' +
    '(validation/payment-settings.ts: bank, account number and name needed to offer the transfer).',
);

/** The farm's payment settings: its bank account for transfers and the time to pay (the owner's: payments.manage). */
const paymentSettingsRoutes: AdminPlugin = async (app) => {
  app.get(
    '/payments/settings/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getPaymentSettings',
        summary: 'The farm’s bank account that shoppers may pay into, and the hours they have to pay',
        response: { 200: paymentSettingsSchema, ...staffGuardResponses },
      },
      config: needs('payments.manage'),
    },
    async () => paymentSettings(app.db),
  );

  app.put(
    '/payments/settings/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setPaymentSettings',
        summary:
          'Set the farm’s bank account for transfers, the hours to pay, and whether the checkout offers it',
        body: paymentSettingsSchema,
        response: {
          200: paymentSettingsSchema,
          400: invalidAccountResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('payments.manage'),
      preHandler: [app.throttle('paymentSettingsWrite'), checkedBy(paymentSettingsRules)],
    },
    async (request) => {
      await app.db
        .transaction()
        .execute((trx) => setFarmBankAccount(trx, request.staff.userId, request.body.bank_transfer));
      return paymentSettings(app.db);
    },
  );
};

export default paymentSettingsRoutes;
