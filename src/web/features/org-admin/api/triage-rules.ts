import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { triageRulesChange, triageRulesPreview, triageRulesRead } from '@/domain/contracts/triage-rules';
import type { TriageRuleSet } from '@/domain/schemas/triage-rules';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The organization's current rules: its newest saved version, or the default rules (version 0). */
export function useTriageRules() {
  return useQuery({ queryKey: queryKeys.triageRules(), queryFn: () => api.call(triageRulesRead) });
}

/** Saving answers the new version, which then stands in for the loaded one. */
export function useSaveTriageRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TriageRuleSet) => api.call(triageRulesChange, { body: rules }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.triageRules(), saved),
  });
}

/** How many of the latest 1,000 open checks the rules would send elsewhere; nothing is stored. */
export function usePreviewTriageRules() {
  return useMutation({
    mutationFn: (rules: TriageRuleSet) => api.call(triageRulesPreview, { body: { rules, sample: 1000 } }),
  });
}
