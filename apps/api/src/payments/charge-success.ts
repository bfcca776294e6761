import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { enqueueJob } from '../jobs/jobs.repository.js';
import { eventSeen, settlePaidPayment } from './payments.repository.js';
import type { PaymentProvider } from './provider.js';

export interface ChargeSuccess {
  provider: string;
  eventId: string;
  reference: string;
}

declare module '../jobs/job-kinds.js' {
  interface JobPayloads {
    /** A verified `charge.success` webhook, processed after its 200. */
    'payment.charge-success': ChargeSuccess;
  }
}

/** Stored before the webhook's 200: if this fails, the provider is answered 500 and delivers the event again. */
export async function enqueueChargeSuccess(db: Kysely<Database>, event: ChargeSuccess): Promise<void> {
  await enqueueJob(db, 'payment.charge-success', event);
}

/**
 * Never trusts the event's body: the provider is asked for the transaction before anything changes. A provider
 * that cannot be reached fails the job, which runs again later; an event already processed (a replay) changes
 * nothing. The order it places writes its e-mails as jobs of its own transaction (insertOrder).
 */
export async function settleChargeSuccess(
  db: Kysely<Database>,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  { provider, eventId, reference }: ChargeSuccess,
): Promise<void> {
  const eventLog = log.child({ paymentEvent: eventId, reference });
  if (provider !== payments.name) {
    throw new Error(`The event came through ${provider}, which this server does not use now`);
  }
  if (await eventSeen(db, provider, eventId)) {
    eventLog.info('payment event replayed: ignored');
    return;
  }
  const verified = await payments.verify(reference);
  const settled = await settlePaidPayment(db, { provider, eventId, reference, verified });
  eventLog.info({ outcome: settled.outcome }, 'payment event processed');
}
