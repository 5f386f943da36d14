// GET /api/admin/audit: the latest admin actions (SECURITY L6), filtered by admin and action.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditLogSchema, type AuditAction } from '../../../../contract/audit';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export interface AuditFilters {
  adminId: number | null;
  action: AuditAction | null;
}

function getAuditLog(filters: AuditFilters, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams();
  if (filters.adminId !== null) query.set('adminId', String(filters.adminId));
  if (filters.action !== null) query.set('action', filters.action);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiFetch(`/api/admin/audit${search}`, { signal, schema: AuditLogSchema });
}

const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.adminAudit, filters] as const,
    queryFn: ({ signal }) => getAuditLog(filters, { signal }),
    // Every admin action adds a row: read it afresh whenever the section opens, and keep the
    // previous answer on screen while a new filter loads.
    staleTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
