import {
  createMoneyFormatter,
  DEFAULT_MONEY_FORMAT,
  type PaymentFacts,
  staffPaymentText,
  withHundredths,
} from '@farmkit/contract';

const naira = withHundredths(createMoneyFormatter(DEFAULT_MONEY_FORMAT));

/**
 * How an order's money stands, as the staff need to know it: received (online, or cash at the door), or what to
 * collect, a test payment included ("Test payment: no money taken: collect ₦4,800.00"). The contract's
 * staffPaymentText, the rule the staff's e-mails use too; `money` writes the shop's money (useAmountFormatter).
 */
export function paymentLabel(order: PaymentFacts, money: (amount: number) => string = naira): string {
  return staffPaymentText(order, money);
}
