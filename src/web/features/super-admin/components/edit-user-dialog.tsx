import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import type { UserDetails } from '@/domain/schemas/user-details';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
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
        <FormInput form={form} name="firstName" id="edit-first-name" label="First Name" />
        <FormInput form={form} name="lastName" id="edit-last-name" label="Last Name" />
        <FormInput form={form} name="title" id="edit-title" label="Title" />
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
