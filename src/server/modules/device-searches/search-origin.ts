import type { DeviceSearchPath } from '@/domain/device-searches';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { SearchOrigin } from './charged-search';

/** The ledger's origin of a search a tenant's request makes on `path`. */
export function searchOriginOf(
  tenant: Pick<TenantContext, 'organisationId' | 'userId' | 'apiKeyId' | 'idempotencyKey'>,
  path: DeviceSearchPath,
): SearchOrigin {
  return {
    organisationId: tenant.organisationId,
    path,
    userId: tenant.userId,
    apiKeyId: tenant.apiKeyId,
    idempotencyKey: tenant.idempotencyKey,
  };
}
