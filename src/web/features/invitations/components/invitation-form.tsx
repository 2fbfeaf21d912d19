import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import {
  AdminInvitationSchema,
  type Invitation,
  type InvitationInput,
  InvitationSchema,
} from '@/domain/schemas/invitation';
import { SubmitButton } from '@/web/components/submit-button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
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
      <FormField id={id('email')} label="Email">
        <Input
          id={id('email')}
          type="email"
          autoComplete="off"
          placeholder={emailHint}
          {...form.register('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('first-name')} label="First Name">
          <Input id={id('first-name')} autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField id={id('last-name')} label="Last Name">
          <Input id={id('last-name')} autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id={id('title')} label="Title">
        <Input id={id('title')} autoComplete="off" placeholder="Optional" {...form.register('title')} />
      </FormField>
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
