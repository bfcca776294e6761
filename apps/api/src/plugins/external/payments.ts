import type { PayNowProvider } from '@farmkit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config.js';
import { flutterwaveProvider } from '../../payments/flutterwave-provider.js';
import { payNowOff } from '../../payments/pay-now-off.js';
import { paystackProvider } from '../../payments/paystack-provider.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { sandboxProvider } from '../../payments/sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes Pay Now (PaymentsConfig.provider): Paystack, Flutterwave, the offline sandbox, or nobody. */
    payments: PaymentProvider;
  }
}

/** The provider named, with its settings; a provider named without them stops the server. */
function providerOf(name: PayNowProvider, payments: PaymentsConfig, app: FastifyInstance): PaymentProvider {
  switch (name) {
    case 'paystack':
      if (!payments.paystack) throw new Error('Paystack needs PAYSTACK_SECRET_KEY');
      return paystackProvider(payments.paystack, app.log);
    case 'flutterwave':
      if (!payments.flutterwave) {
        throw new Error('Flutterwave needs FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_WEBHOOK_HASH');
      }
      return flutterwaveProvider(payments.flutterwave, app.log);
    case 'sandbox':
      return sandboxProvider(app.db);
    case 'off':
      return payNowOff();
  }
}

export default fp<{ payments: PaymentsConfig }>(
  async (app, { payments }) => {
    const provider =
      payments.provider ??
      (payments.paystack ? 'paystack' : payments.flutterwave ? 'flutterwave' : 'sandbox');
    app.decorate('payments', providerOf(provider, payments, app));
    if (provider === 'sandbox') {
      app.log.warn(
        'Pay Now runs on the sandbox: its payments are tests, no money is taken and no order is paid. ' +
          'Set PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY to take payments, or PAYMENT_PROVIDER=off to offer none.',
      );
    }
  },
  { name: 'payments', dependencies: ['db'] },
);
