import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import type { CheckView } from '@/web/api/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function createCheck(intake: ClaimsIntake) {
  return api.post<CheckView>('/api/v1/checks', intake);
}

export function useCreateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.checks.all() }),
  });
}
