import { adminMessages } from '../../../../domain/admin-messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/notify-failure';
import { type UserRow, useResetTwoFactor } from '../api/users';

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
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adminMessages.twoFactorResetTitle}</DialogTitle>
          <DialogDescription>
            {adminMessages.twoFactorResetWhat(user.email)} {adminMessages.twoFactorResetConfirm}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Two-Factor'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
