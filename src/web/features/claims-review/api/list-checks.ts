import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface CheckSummary {
  id: string;
  imei: string;
  reference: string | null;
  claimType: string | null;
  createdAt: string;
  deviceMake: string | null;
  deviceModel: string | null;
}

export interface CheckPage {
  items: CheckSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListChecks {
  page: number;
  pageSize: number;
  search: string;
}

export function listChecks({ page, pageSize, search }: ListChecks) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  return api.get<CheckPage>(`/api/v1/checks?${query}`);
}

export function useChecks(params: ListChecks) {
  return useQuery({
    queryKey: queryKeys.checks.list(params),
    queryFn: () => listChecks(params),
    placeholderData: keepPreviousData,
  });
}
