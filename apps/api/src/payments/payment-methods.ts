import { PAYMENT_METHOD_LABELS, type PaymentMethodOffer, type PaystackChannel } from '@farmkit/contract';
import type { PaymentProvider } from './provider.js';

/** How a label names each Paystack channel, as a shopper knows it. */
const CHANNEL_WORDS: Readonly<Record<PaystackChannel, string>> = {
  card: 'card',
  bank: 'bank account',
  ussd: 'USSD',
  qr: 'QR code',
  mobile_money: 'mobile money',
  bank_transfer: 'bank transfer',
  eft: 'EFT',
  apple_pay: 'Apple Pay',
};

/** Pay Now on the sandbox: the shopper is told before choosing it that nothing will be paid. */
export const TEST_PAY_NOW_LABEL = `${PAYMENT_METHOD_LABELS.pay_now} (test mode)`;

/** The channels as a choice reads them: "Card, bank transfer or USSD". */
export function channelsLabel(channels: readonly PaystackChannel[]): string {
  const words = channels.map((channel) => CHANNEL_WORDS[channel]);
  const listed = words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return listed.charAt(0).toUpperCase() + listed.slice(1);
}

/** Pay Now as the provider takes it; undefined when the shop takes no payments online. */
function payNowOffer(provider: PaymentProvider): PaymentMethodOffer | undefined {
  if (provider.name === 'off') return undefined;
  if (!provider.takesMoney) return { id: 'pay_now', label: TEST_PAY_NOW_LABEL, test_mode: true };
  const { channels } = provider;
  if (!channels || channels.length === 0) {
    return { id: 'pay_now', label: PAYMENT_METHOD_LABELS.pay_now, test_mode: false };
  }
  return { id: 'pay_now', label: channelsLabel(channels), channels: [...channels], test_mode: false };
}

/**
 * What the checkout offers now, in its order: Pay Now when a provider takes it (first: the money comes before
 * the goods leave), then on delivery, always. The transfer to the farm's own account is not offered yet.
 */
export function offeredPaymentMethods(provider: PaymentProvider): PaymentMethodOffer[] {
  const payNow = payNowOffer(provider);
  const onDelivery: PaymentMethodOffer = { id: 'on_delivery', label: PAYMENT_METHOD_LABELS.on_delivery };
  return payNow ? [payNow, onDelivery] : [onDelivery];
}
