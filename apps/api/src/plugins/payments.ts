import fp from 'fastify-plugin';
import { type PaymentProvider, sandboxProvider } from '../routes/payments/provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments provider: the sandbox until Paystack's adapter exists (PAYSTACK_SECRET_KEY). */
    payments: PaymentProvider;
  }
}

export default fp(
  async (app) => {
    app.decorate('payments', sandboxProvider(app.db));
  },
  { name: 'payments', dependencies: ['db'] },
);
