import { formatMoney } from '@farmkit/ui/money';

/** Naira as the back-office shows it, to the kobo (refunds and totals may have kobo): ₦12,500.00. */
export const naira = (amount: number) => formatMoney(amount, { fractionDigits: 2 });
