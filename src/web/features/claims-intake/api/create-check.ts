import { useMutation } from '@tanstack/react-query';
import { CheckReply } from '@/domain/contracts/checks';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function createCheck(intake: ClaimsIntake) {
  return api.post('/api/v1/checks', intake, CheckReply);
}

export function useCreateCheck() {
  return useMutation({
    mutationFn: createCheck,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
