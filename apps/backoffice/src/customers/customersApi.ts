import { ADMIN_REPORT_PATHS, type AdminCustomer, type AdminCustomerPage } from '@farmkit/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The list's search and page as the URL keeps them and the API takes them. */
export interface CustomerFilters {
  q?: string;
  page?: string;
}

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    queryKey: ['admin', 'customers', filters],
    queryFn: async () =>
      (await api.get<AdminCustomerPage>(ADMIN_REPORT_PATHS.customers, { params: filters })).data,
    placeholderData: (previous) => previous,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: async () => (await api.get<AdminCustomer>(ADMIN_REPORT_PATHS.customer(id))).data,
  });
}
