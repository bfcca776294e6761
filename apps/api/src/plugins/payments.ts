import fp from 'fastify-plugin';
import { backgroundTasks } from '../background-tasks.js';
import type { PaymentsConfig } from '../config.js';
import { paystackProvider } from '../routes/payments/paystack-provider.js';
import type { PaymentProvider } from '../routes/payments/provider.js';
import { sandboxProvider } from '../routes/payments/sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Paystack when its secret key is set, the offline sandbox otherwise. */
    payments: PaymentProvider;
    /** Webhook events being processed after their answer; tests await `settled()` for their effects. */
    paymentEvents: ReturnType<typeof backgroundTasks>;
  }
}

export default fp<{ payments: PaymentsConfig }>(
  async (app, { payments }) => {
    app.decorate(
      'payments',
      payments.paystack ? paystackProvider(payments.paystack, app.log) : sandboxProvider(app.db),
    );
    app.decorate('paymentEvents', backgroundTasks());
    // Registered after the mailer, so this runs before it closes: an event may still send its confirmation.
    app.addHook('onClose', () => app.paymentEvents.settled());
  },
  { name: 'payments', dependencies: ['db', 'mailer'] },
);
