import { ADMIN_PATHS, type AuditPage, PAGE_SIZES } from '@farmkit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The filters as the URL keeps them and the API takes them: a person (an id, or the operator), a kind, days. */
export interface AuditFilters {
  actor?: string;
  entity?: string;
  from?: string;
  to?: string;
}

export const AUDIT_FILTER_KEYS = ['actor', 'entity', 'from', 'to'] as const;

/** One page of the log, filtered by the API. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: async () => {
      const { data } = await api.get<AuditPage>(ADMIN_PATHS.audit, { params: { ...filters, page } });
      return { entries: data.results, count: data.count, pageSize: PAGE_SIZES.audit };
    },
    placeholderData: keepPreviousData,
  });
}
