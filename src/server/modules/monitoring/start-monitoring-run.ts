import { randomUUID } from 'node:crypto';
import type { MonitoringRun } from '@/domain/contracts/monitoring';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { claimSlots } from './claim-slots';

/**
 * "Run monitoring now": queues every watched device of the organisation that is due or was never searched, within
 * what remains of the month's budget (not spread over the month: the admin asked for it now). A second click queues
 * none of the same devices again: each has a slot queued, or was searched and is not due.
 */
export async function startMonitoringRun(tenant: TenantContext): Promise<MonitoringRun> {
  const { organisationId } = tenant;
  const id = randomUUID();
  return tenant.run(async (tx) => {
    const { queued, remaining } = await claimSlots(tx, {
      organisationId,
      runId: id,
      now: new Date(),
      spread: false,
    });
    await recordEvent(tx, tenant, {
      name: 'monitoring.run_started',
      subjectId: id,
      data: { queued, remainingThisMonth: remaining },
    });
    return { id, queued, remainingThisMonth: remaining };
  });
}
