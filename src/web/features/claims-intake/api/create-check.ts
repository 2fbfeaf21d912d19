import { useMutation } from '@tanstack/react-query';
import { checkCreation } from '@/domain/contracts/checks';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function createCheck(intake: ClaimsIntake) {
  return api.call(checkCreation, { body: intake });
}

export function useCreateCheck() {
  return useMutation({
    mutationFn: createCheck,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
