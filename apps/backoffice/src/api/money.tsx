import { withHundredths } from '@farmkit/contract';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useMemo } from 'react';

/**
 * Writes amounts in the shop's money as the back-office shows them, to the hundredth (refunds and totals may
 * have kobo): ₦12,500.00.
 */
export function useAmountFormatter(): (amount: number) => string {
  const money = useMoneyFormatter();
  return useMemo(() => withHundredths(money), [money]);
}

/** An amount in the shop's money, for a table cell or a sentence. */
export function Amount({ value }: { value: number }) {
  return useAmountFormatter()(value);
}
