import {
  type DeniedClaimDetail,
  type DeniedClaimRow,
  deniedClaimsRegister,
} from '@/domain/contracts/denied-claims';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export const deniedClaimsEndpoint: RegisterEndpoint<DeniedClaimRow, DeniedClaimDetail> = {
  list: deniedClaimsRegister.list,
  record: deniedClaimsRegister.detail,
  remove: deniedClaimsRegister.remove,
  keys: queryKeys.deniedClaims,
};
