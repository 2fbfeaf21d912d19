import { useQuery } from '@tanstack/react-query';
import { type SubjectSelector, subjectDataSummary } from '@/domain/contracts/subject-data';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** "Find": how many records of each kind the organisation holds about the subject; read afresh on every search. */
export function useSubjectDataSummary(selector: SubjectSelector | null) {
  return useQuery({
    queryKey: queryKeys.subjectDataSummary(selector ?? {}),
    queryFn: () => api.call(subjectDataSummary, { query: selector ?? {} }),
    enabled: selector !== null,
    staleTime: 0,
  });
}
