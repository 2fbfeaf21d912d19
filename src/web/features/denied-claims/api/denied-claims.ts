import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export interface DeniedClaimRow {
  id: string;
  deniedAt: string;
  imei: string;
  deviceMake: string | null;
  deviceModel: string | null;
  claimType: string | null;
  denialReason: string;
  deniedBy: string | null;
}

export interface DeniedClaimDetail extends DeniedClaimRow {
  isTotalLoss: boolean;
}

export const deniedClaimsEndpoint: RegisterEndpoint = {
  path: '/api/v1/denied-claims',
  keys: queryKeys.deniedClaims,
};
