import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import {
  AdminInvitationSchema,
  type Invitation,
  type InvitationInput,
  InvitationSchema,
} from '@/domain/schemas/invitation';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { type InvitationKind, useSendInvitation } from '@/web/features/invitations/api/send-invitation';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const EMPTY: InvitationInput = { email: '', firstName: '', lastName: '', title: '' };

/** E-mail, first name, last name and title; the server picks the organisation and role from the kind of invitation. */
export function InvitationForm({ kind, emailHint }: { kind: InvitationKind; emailHint: string }) {
  const send = useSendInvitation(kind);
  const form = useForm<InvitationInput, unknown, Invitation>({
    resolver: zodResolver(kind === 'member' ? InvitationSchema : AdminInvitationSchema),
    defaultValues: EMPTY,
  });
  const id = (field: string) => `${kind}-invite-${field}`;

  const onValid = (invitation: Invitation) =>
    send.mutate(invitation, {
      onSuccess: () => {
        notify.success(adminMessages.invitationSent, `An invitation was e-mailed to ${invitation.email}.`);
        form.reset(EMPTY);
      },
      onError: (error) => notifyFailure(adminMessages.errorSendingInvitation, error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormInput
        form={form}
        name="email"
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="off"
        placeholder={emailHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="firstName" id={id('first-name')} label="First Name" autoComplete="off" />
        <FormInput form={form} name="lastName" id={id('last-name')} label="Last Name" autoComplete="off" />
      </div>
      <FormInput
        form={form}
        name="title"
        id={id('title')}
        label="Title"
        autoComplete="off"
        placeholder="Optional"
      />
      <SubmitButton
        isPending={send.isPending}
        pendingLabel="Sending..."
        disabled={form.formState.isSubmitting}
        className="justify-self-start"
      >
        Send Invitation
      </SubmitButton>
    </form>
  );
}
