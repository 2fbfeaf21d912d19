import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DenialReason {
  id: string;
  denialReason: string;
}

export function useDenialReasons() {
  return useQuery({
    queryKey: ['denial-reasons'],
    queryFn: () => api.get<DenialReason[]>('/api/v1/denial-reasons'),
  });
}
