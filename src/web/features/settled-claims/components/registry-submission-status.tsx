import { RotateCw } from 'lucide-react';
import type { RegistrySubmission } from '@/domain/contracts/settled-claims';
import { can } from '@/domain/permissions';
import { Button } from '@/web/components/ui/button';
import { useRetryRegistrySubmission } from '@/web/features/settled-claims/api/settled-claims';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { useSession } from '@/web/lib/session';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { REGISTRY_LABELS } from './registry-badge';

function registryText({ status, transactionId, error }: RegistrySubmission): string {
  if (!status) return 'Registry: not submitted';
  const label = `Registry: ${REGISTRY_LABELS[status].toLowerCase()}`;
  if (status === 'registered' && transactionId) return `${label} (${transactionId})`;
  if (status === 'failed' && error) return `${label} — ${error}`;
  return label;
}

/** Where the claim's registration with the device-history registry stands; org admins may send a failed one again. */
export function RegistrySubmissionStatus({
  settledClaimId,
  registry,
}: {
  settledClaimId: string;
  registry: RegistrySubmission;
}) {
  const session = useSession();
  // A second click would only be refused ('Only a failed registry submission can be retried').
  const retry = usePendingAtOnce(useRetryRegistrySubmission());
  const canRetry = registry.status === 'failed' && can(session.data?.role, 'organisation:manage');

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className={registry.status === 'failed' ? 'text-destructive' : undefined}>
        {registryText(registry)}
      </p>
      {registry.status === 'off' ? (
        <p className="text-muted-foreground">
          Registry submission was turned off for your organization when this claim was settled.
        </p>
      ) : null}
      {canRetry ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(settledClaimId, {
              onSuccess: () =>
                notify.success('Registry submission queued', 'The claim will be sent to the registry again.'),
              onError: (error) => notifyFailure('Retry failed', error),
            })
          }
        >
          <RotateCw aria-hidden="true" />
          {retry.isPending ? 'Retrying...' : 'Retry'}
        </Button>
      ) : null}
    </div>
  );
}
