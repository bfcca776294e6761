import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useCallback } from 'react';

/**
 * Writes amounts in the shop's money as the back-office shows them, to the hundredth (refunds and totals may
 * have kobo): ₦12,500.00.
 */
export function useAmountFormatter(): (amount: number) => string {
  const money = useMoneyFormatter();
  return useCallback((amount) => money(amount, { fractionDigits: 2 }), [money]);
}

/** An amount in the shop's money, for a table cell or a sentence. */
export function Amount({ value }: { value: number }) {
  return useAmountFormatter()(value);
}
