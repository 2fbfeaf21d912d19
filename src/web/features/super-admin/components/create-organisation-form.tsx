import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import { type CreateOrganisation, CreateOrganisationSchema } from '@/domain/schemas/organisation';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { useCreateOrganisation } from '@/web/features/super-admin/api/organisations';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const EMPTY: CreateOrganisation = { name: '', domain: '' };

export function CreateOrganisationForm() {
  const create = useCreateOrganisation();
  const form = useForm<CreateOrganisation>({
    resolver: zodResolver(CreateOrganisationSchema),
    defaultValues: EMPTY,
  });

  const onValid = (organisation: CreateOrganisation) =>
    create.mutate(organisation, {
      onSuccess: (created) => {
        notify.success(adminMessages.organisationCreated, `${created.name} (${created.domain})`);
        form.reset(EMPTY);
      },
      onError: (error) => notifyFailure(adminMessages.errorCreatingOrganisation, error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormInput
        form={form}
        name="name"
        id="organisation-name"
        label="Organization Name"
        autoComplete="organization"
        placeholder="Acme Insurance"
      />
      <FormInput
        form={form}
        name="domain"
        id="organisation-domain"
        label="Domain"
        autoComplete="off"
        placeholder="acme.com"
      />
      <SubmitButton
        isPending={create.isPending}
        pendingLabel="Creating..."
        disabled={form.formState.isSubmitting}
        className="justify-self-start"
      >
        Create Organization
      </SubmitButton>
    </form>
  );
}
