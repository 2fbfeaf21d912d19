import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { ROLES } from '@/domain/roles';
import { RoleFormDialog } from '@/web/components/role-form-dialog';
import { useAssignRole } from '@/web/features/super-admin/api/users';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Role: assign a first role or change the current one; a role must be chosen. */
export function RoleDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const assign = useAssignRole();
  return (
    <RoleFormDialog
      title={user.role ? 'Change Role' : 'Assign Role'}
      description={user.email}
      roles={ROLES}
      current={user.role}
      isSaving={assign.isPending}
      onSave={(role) =>
        assign.mutate(
          { id: user.id, role },
          {
            onSuccess: (reply) => {
              notify.success(reply.message);
              onClose();
            },
            onError: (error) => notifyFailure(adminMessages.errorAssigningRole, error),
          },
        )
      }
      onClose={onClose}
    />
  );
}
