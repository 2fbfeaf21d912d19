import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import type { UserDetails } from '@/domain/schemas/user-details';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useUserDetailsForm } from '@/web/components/user-details-form';
import { useEditUser } from '@/web/features/super-admin/api/users';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Edit: first name, last name and title of any user. */
export function EditUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const edit = useEditUser();
  const form = useUserDetailsForm(user);

  const onValid = (details: UserDetails) =>
    edit.mutate(
      { id: user.id, details },
      {
        onSuccess: () => {
          notify.success(adminMessages.userUpdated);
          onClose();
        },
        onError: (error) => notifyFailure(adminMessages.errorUpdatingUser, error),
      },
    );

  return (
    <FormDialog title="Edit User" description={user.email} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <FormField id="edit-first-name" label="First Name">
          <Input id="edit-first-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="edit-last-name" label="Last Name">
          <Input id="edit-last-name" {...form.register('lastName')} />
        </FormField>
        <FormField id="edit-title" label="Title">
          <Input id="edit-title" {...form.register('title')} />
        </FormField>
        <FormDialogFooter
          submitLabel="Save"
          pendingLabel="Saving..."
          isPending={edit.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
