import { CircleCheck, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import type { RegistrySubmission } from '@/domain/contracts/settled-claims';
import { can } from '@/domain/permissions';
import { registryMessages } from '@/domain/registry-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useRegistryAction } from '@/web/features/settled-claims/api/settled-claims';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { useSession } from '@/web/lib/session';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { REGISTRY_LABELS } from './registry-badge';

function registryText({ status, transactionId, error }: RegistrySubmission): string {
  if (!status) return 'Registry: not submitted';
  const label = `Registry: ${REGISTRY_LABELS[status].toLowerCase()}`;
  if (status === 'registered' && transactionId) return `${label} (${transactionId})`;
  if ((status === 'failed' || status === 'unknown') && error) return `${label} — ${error}`;
  return label;
}

/**
 * Where the claim's registration with the device-history registry stands. Org admins may retry a failed one (it
 * certainly was not registered) and, for one whose outcome is unknown, Confirm registered or Send again, each after
 * a confirmation that spells out what it does.
 */
export function RegistrySubmissionStatus({
  settledClaimId,
  registry,
}: {
  settledClaimId: string;
  registry: RegistrySubmission;
}) {
  const session = useSession();
  const isAdmin = can(session.data?.role, 'organisation:manage');
  const tone =
    registry.status === 'failed'
      ? 'text-destructive'
      : registry.status === 'unknown'
        ? 'text-amber-900'
        : undefined;

  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className={tone}>{registryText(registry)}</p>
        {registry.status === 'off' ? (
          <p className="text-muted-foreground">
            Registry submission was turned off for your organization when this claim was settled.
          </p>
        ) : null}
        {isAdmin && registry.status === 'failed' ? <RetryButton settledClaimId={settledClaimId} /> : null}
      </div>
      {registry.status === 'unknown' ? (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p>{registryMessages.unknownRisk}</p>
          {isAdmin ? <UnknownOutcomeActions settledClaimId={settledClaimId} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function RetryButton({ settledClaimId }: { settledClaimId: string }) {
  // A second click would only be refused ('Only a failed registry submission can be retried').
  const retry = usePendingAtOnce(useRegistryAction('retry'));
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(settledClaimId, {
          onSuccess: () => notify.success('Registry submission queued', registryMessages.queued),
          onError: (error) => notifyFailure('Retry failed', error),
        })
      }
    >
      <RotateCw aria-hidden="true" />
      {retry.isPending ? 'Retrying...' : 'Retry'}
    </Button>
  );
}

function UnknownOutcomeActions({ settledClaimId }: { settledClaimId: string }) {
  const [open, setOpen] = useState<'confirm' | 'sendAgain' | null>(null);
  const confirm = usePendingAtOnce(useRegistryAction('confirm'));
  const sendAgain = usePendingAtOnce(useRegistryAction('sendAgain'));
  const close = () => setOpen(null);

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen('confirm')}>
        <CircleCheck aria-hidden="true" />
        Confirm registered
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen('sendAgain')}>
        <Send aria-hidden="true" />
        Send again
      </Button>
      <ConfirmDialog
        open={open === 'confirm'}
        title={registryMessages.confirmTitle}
        description={registryMessages.confirmDescription}
        confirmLabel="Confirm registered"
        busyLabel="Confirming..."
        isBusy={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(settledClaimId, {
            onSuccess: () => {
              close();
              notify.success('Registration confirmed', registryMessages.confirmed);
            },
            onError: (error) => notifyFailure('Confirmation failed', error),
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'sendAgain'}
        title={registryMessages.sendAgainTitle}
        description={registryMessages.sendAgainDescription}
        confirmLabel="Send again"
        busyLabel="Sending..."
        isBusy={sendAgain.isPending}
        onConfirm={() =>
          sendAgain.mutate(settledClaimId, {
            onSuccess: () => {
              close();
              notify.success('Registry submission queued', registryMessages.queued);
            },
            onError: (error) => notifyFailure('Send again failed', error),
          })
        }
        onClose={close}
      />
    </div>
  );
}
