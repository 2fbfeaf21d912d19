import { registerMessages } from '@/domain/register-messages';
import { registryMessages } from '@/domain/registry-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import { findSubmission, setRegistryState } from './queries';

/**
 * An org admin who checked with the registry that it holds the claim records a registration whose outcome was
 * unknown as registered (without a transaction id): nothing is sent, and the audit event names who confirmed it.
 */
export async function confirmRegistrySubmission(tenant: TenantContext, id: string): Promise<void> {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (!found) throw notFound(registerMessages.settledClaimNotFound);
    if (found.status !== 'unknown') throw conflict(registryMessages.notUnknown, 'OUTCOME_NOT_UNKNOWN');
    await setRegistryState(tx, { organisationId, id }, { status: 'registered' });
    await recordEvent(tx, tenant, {
      name: 'claim.registry_confirmed',
      subjectId: id,
      data: { imei: found.imei, previousError: found.error },
    });
  });
}
