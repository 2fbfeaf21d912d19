import { adminMessages } from '@/domain/admin-messages';
import type { Profile } from '@/domain/contracts/profile';
import { ROLE_LABELS } from '@/domain/roles';
import type { UserDetails } from '@/domain/schemas/user-details';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useUserDetailsForm } from '@/web/components/user-details-form';
import { useUpdateProfile } from '@/web/features/profile/api/profile';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** E-mail, organisation and role are shown read-only; first name, last name and title are editable. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useUserDetailsForm(profile);

  const onValid = (details: UserDetails) =>
    update.mutate(details, {
      onSuccess: () => notify.success(adminMessages.profileUpdated),
      onError: (error) => notifyFailure(adminMessages.failedToUpdateProfile, error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-5">
      <FormField id="profile-email" label="Email">
        <Input
          id="profile-email"
          value={profile.email}
          readOnly
          disabled
          aria-describedby="profile-email-hint"
        />
        <p id="profile-email-hint" className="text-xs text-muted-foreground">
          {adminMessages.emailCannotBeChanged}
        </p>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          form={form}
          name="firstName"
          id="profile-first-name"
          label="First Name"
          autoComplete="given-name"
        />
        <FormInput
          form={form}
          name="lastName"
          id="profile-last-name"
          label="Last Name"
          autoComplete="family-name"
        />
      </div>
      <FormInput
        form={form}
        name="title"
        id="profile-title"
        label="Title"
        autoComplete="organization-title"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-organisation" label="Organization">
          <Input
            id="profile-organisation"
            value={profile.organisation?.name ?? 'No Organization'}
            readOnly
            disabled
          />
        </FormField>
        <FormField id="profile-role" label="Role">
          <Input
            id="profile-role"
            value={profile.role ? ROLE_LABELS[profile.role] : 'No Role Assigned'}
            readOnly
            disabled
          />
        </FormField>
      </div>
      <SubmitButton isPending={update.isPending} pendingLabel="Saving..." className="justify-self-start">
        Save Changes
      </SubmitButton>
    </form>
  );
}
