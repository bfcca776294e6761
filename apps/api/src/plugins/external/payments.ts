import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config.js';
import { payNowOff } from '../../payments/pay-now-off.js';
import { paystackProvider } from '../../payments/paystack-provider.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { sandboxProvider } from '../../payments/sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes Pay Now (PaymentsConfig.provider): Paystack, the offline sandbox, or nobody. */
    payments: PaymentProvider;
  }
}

export default fp<{ payments: PaymentsConfig }>(
  async (app, { payments }) => {
    const provider = payments.provider ?? (payments.paystack ? 'paystack' : 'sandbox');
    if (provider === 'paystack' && !payments.paystack) throw new Error('Paystack needs PAYSTACK_SECRET_KEY');
    app.decorate(
      'payments',
      provider === 'paystack' && payments.paystack
        ? paystackProvider(payments.paystack, app.log)
        : provider === 'sandbox'
          ? sandboxProvider(app.db)
          : payNowOff(),
    );
    if (provider === 'sandbox') {
      app.log.warn(
        'Pay Now runs on the sandbox: its payments are tests, no money is taken and no order is paid. ' +
          'Set PAYSTACK_SECRET_KEY to take payments, or PAYMENT_PROVIDER=off to offer none.',
      );
    }
  },
  { name: 'payments', dependencies: ['db'] },
);
