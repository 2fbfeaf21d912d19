import {
  type DeniedClaimDetail,
  DeniedClaimDetailReply,
  DeniedClaimPageReply,
  type DeniedClaimRow,
} from '@/domain/contracts/denied-claims';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export const deniedClaimsEndpoint: RegisterEndpoint<DeniedClaimRow, DeniedClaimDetail> = {
  path: '/api/v1/denied-claims',
  keys: queryKeys.deniedClaims,
  page: DeniedClaimPageReply,
  record: DeniedClaimDetailReply,
};
