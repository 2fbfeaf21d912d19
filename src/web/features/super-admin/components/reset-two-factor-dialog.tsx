import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useResetTwoFactor } from '@/web/features/super-admin/api/users';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Reset Two-Factor: removes a user's authenticator and recovery codes once the super admin confirms. */
export function ResetTwoFactorDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const reset = useResetTwoFactor();

  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: () => {
        notify.success(adminMessages.twoFactorReset, adminMessages.twoFactorResetText(user.email));
        onClose();
      },
      onError: (error) => notifyFailure(adminMessages.errorResettingTwoFactor, error),
    });

  return (
    <ConfirmDialog
      open
      title={adminMessages.twoFactorResetTitle}
      description={`${adminMessages.twoFactorResetWhat(user.email)} ${adminMessages.twoFactorResetConfirm}`}
      confirmLabel="Reset Two-Factor"
      busyLabel="Resetting..."
      isBusy={reset.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
