import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { messages } from '@/domain/messages';
import { ROLE_LABELS, ROLES } from '@/domain/roles';
import { type RoleAssignment, RoleAssignmentSchema } from '@/domain/schemas/role-assignment';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { OptionsSelect } from '@/web/components/options-select';
import { Label } from '@/web/components/ui/label';
import { useAssignRole } from '@/web/features/super-admin/api/users';
import { firstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Role: assign a first role or change the current one; a role must be chosen. */
export function RoleDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const assign = useAssignRole();
  const form = useForm<RoleAssignment>({
    resolver: zodResolver(RoleAssignmentSchema),
    defaultValues: { role: user.role ?? undefined },
    // The notice says what is missing; the focus stays where it was.
    shouldFocusError: false,
  });

  // 'Please select a role' stays as long as other short notices, not the 8 seconds of the form notices.
  const notifyMissingRole = (errors: FieldErrors<RoleAssignment>) =>
    notify.error(messages.validationError, firstFormError(errors));

  const save = ({ role }: RoleAssignment) =>
    assign.mutate(
      { id: user.id, role },
      {
        onSuccess: (reply) => {
          notify.success(reply.message);
          onClose();
        },
        onError: (error) => notifyFailure(adminMessages.errorAssigningRole, error),
      },
    );

  return (
    <FormDialog title={user.role ? 'Change Role' : 'Assign Role'} description={user.email} onClose={onClose}>
      <div className="grid gap-2">
        <Label id="role-select-label">Role</Label>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <OptionsSelect
              value={field.value ?? ''}
              onValueChange={field.onChange}
              options={ROLE_OPTIONS}
              placeholder="Select a role"
              trigger={{ 'aria-labelledby': 'role-select-label' }}
            />
          )}
        />
      </div>
      <FormDialogFooter
        submitLabel="Save Role"
        pendingLabel="Saving..."
        isPending={assign.isPending}
        onCancel={onClose}
        onSubmit={form.handleSubmit(save, notifyMissingRole)}
      />
    </FormDialog>
  );
}
