import type { IncomingHttpHeaders } from 'node:http';
import { apiErrorSchema, type PayNowProvider, type PaystackChannel } from '@farmkit/contract';
import type { PaymentStatus } from '../db/tables/payments.table.js';

/** What a provider says of a transaction: the server never trusts the browser's word for it. */
export interface VerifiedTransaction {
  reference: string;
  status: PaymentStatus;
  amountKobo: number;
  currency: string;
}

/** A refund the provider accepted: `status` as it reports it (Paystack: pending, processing, processed). */
export interface ProviderRefund {
  status: string;
  id: string | null;
}

/** A webhook event whose signature (Paystack) or secret hash (Flutterwave) the provider's secret proves. */
export interface PaymentEvent {
  /** The same for every delivery of one event, so a replay is recognised. */
  id: string;
  type: string;
  reference: string | undefined;
  /**
   * The event tells of a completed charge (Paystack's charge.success, Flutterwave's successful charge.completed):
   * the payment is verified with the provider, never taken from the body, and settled (settleChargeSuccess).
   */
  chargeCompleted: boolean;
}

/** A payments provider: the offline sandbox, Paystack or Flutterwave. */
export interface PaymentProvider {
  name: PayNowProvider;
  /** Whether a payment it confirms is money received; the sandbox's are tests. */
  takesMoney: boolean;
  /** The ways to pay its window offers (Paystack's channels); undefined when the provider names none. */
  channels?: readonly PaystackChannel[];
  /**
   * Opens a transaction for the amount; answers the access code the checkout resumes with, and the provider's
   * hosted checkout page when the shopper pays there (Flutterwave) rather than on the shop's page.
   */
  initialize(input: {
    /** In hundredths of `currency` (kobo). */
    amountKobo: number;
    /** ISO 4217 code of the shop's prices (ShopConfig.currency). */
    currency: string;
    email: string;
    reference: string;
  }): Promise<{ accessCode: string; authorizationUrl?: string }>;
  /** The provider's own account of a transaction; undefined when it knows no such reference. */
  verify(reference: string): Promise<VerifiedTransaction | undefined>;
  /**
   * Refunds `amountKobo` of a paid transaction (all of it or a part). Answers the provider's status of the
   * refund and its id; a refusal or an outage throws (502 payment_provider_unavailable), having refunded nothing.
   */
  refund(reference: string, amountKobo: number): Promise<ProviderRefund>;
  /** The event a webhook carries, from its raw body; undefined unless the provider signed it. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent | undefined;
}

/**
 * Whether the provider's account shows the reference paid in full: success, exactly the amount, in the currency
 * the payment was opened in.
 */
export function paysInFull(
  verified: VerifiedTransaction | undefined,
  reference: string,
  { amountKobo, currency }: { amountKobo: number; currency: string },
): boolean {
  return (
    verified !== undefined &&
    verified.reference === reference &&
    verified.status === 'success' &&
    verified.amountKobo === amountKobo &&
    verified.currency === currency
  );
}

/** The answer of a call that needed the provider when it could not be reached. */
export const providerUnavailableResponse = {
  ...apiErrorSchema,
  description: 'The payment provider could not be reached (payment_provider_unavailable).',
} as const;
