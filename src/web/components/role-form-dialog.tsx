import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { messages } from '@/domain/messages';
import { ROLE_LABELS, type Role } from '@/domain/roles';
import { firstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { FormDialog, FormDialogFooter } from './form-dialog';
import { OptionsSelect } from './options-select';
import { Label } from './ui/label';

/**
 * Choosing a person's role among `roles` (User Management offers every role, Team Members member or admin); a role
 * must be chosen. `onSave` sends it; the caller closes the dialog when it went through.
 */
export function RoleFormDialog({
  title,
  description,
  roles,
  current,
  isSaving,
  onSave,
  onClose,
}: {
  title: string;
  description: string;
  roles: readonly [Role, ...Role[]];
  current: Role | null;
  isSaving: boolean;
  onSave: (role: Role) => void;
  onClose: () => void;
}) {
  const schema = z.object({ role: z.enum(roles, adminMessages.roleRequired) });
  const form = useForm<{ role: Role }>({
    resolver: zodResolver(schema),
    defaultValues: { role: roles.find((role) => role === current) },
    // The notice says what is missing; the focus stays where it was.
    shouldFocusError: false,
  });
  // 'Please select a role' stays as long as other short notices, not the 8 seconds of the form notices.
  const notifyMissingRole = (errors: FieldErrors<{ role: Role }>) =>
    notify.error(messages.validationError, firstFormError(errors));
  const options = roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  return (
    <FormDialog title={title} description={description} onClose={onClose}>
      <div className="grid gap-2">
        <Label id="role-select-label">Role</Label>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <OptionsSelect
              value={field.value ?? ''}
              onValueChange={field.onChange}
              options={options}
              placeholder="Select a role"
              trigger={{ 'aria-labelledby': 'role-select-label' }}
            />
          )}
        />
      </div>
      <FormDialogFooter
        submitLabel="Save Role"
        pendingLabel="Saving..."
        isPending={isSaving}
        onCancel={onClose}
        onSubmit={form.handleSubmit(({ role }) => onSave(role), notifyMissingRole)}
      />
    </FormDialog>
  );
}
