import { ADMIN_CASH_REPORT_PATH, type CashReport } from '@farmkit/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** Each rider's cash of a delivery day: expected, collected, and the orders that do not add up. */
export function useCashReport(date: string) {
  return useQuery({
    // Under ['admin', 'deliveries'], so a hand-over or an assignment refreshes it.
    queryKey: ['admin', 'deliveries', 'cash', date],
    queryFn: async () => (await api.get<CashReport>(ADMIN_CASH_REPORT_PATH, { params: { date } })).data,
  });
}
