import { cleanupCompleteMessage, decisionMessages } from '@/domain/decision-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useCleanupClaims } from '@/web/features/claim-decisions/api/cleanup-claims';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';

/** 'Cleanup related claim' (super admins): removes the device's claim and replacement records after confirmation. */
export function CleanupClaimDialog({ imei, onClose }: { imei: string | null; onClose: () => void }) {
  const cleanup = useCleanupClaims();

  function confirm() {
    if (!imei) return;
    cleanup.mutate(imei, {
      onSuccess: (counts) => {
        notify.success(
          decisionMessages.cleanupCompleteTitle,
          cleanupCompleteMessage(counts.claimsDeleted, counts.replacementDevicesDeleted),
        );
        onClose();
      },
      onError: (error) =>
        showFailure(error, {
          title: decisionMessages.cleanupFailedTitle,
          description: decisionMessages.cleanupFailed,
        }),
    });
  }

  return (
    <ConfirmDialog
      open={imei !== null}
      description={`This will remove the settled claim and replacement device records for IMEI ${imei?.slice(0, 14)}*, so the device can be settled again. This action cannot be undone.`}
      confirmLabel="Cleanup"
      busyLabel="Cleaning up..."
      isBusy={cleanup.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
