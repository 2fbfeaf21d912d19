import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ResetPassword, ResetPasswordSchema } from '@/domain/schemas/new-password';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { notifyFirstFormError } from '@/web/lib/form-errors';

interface NewPasswordFormProps {
  /** ResetPasswordSchema (6 characters) or InvitePasswordSchema (8): same fields, other minimum. */
  schema: typeof ResetPasswordSchema;
  labels: { password: string; confirmPassword: string; submit: string; busy: string };
  isBusy: boolean;
  onSubmit: (input: ResetPassword) => void;
}

/** The new password, then its confirmation: each a password input with its error under it. */
const PASSWORD_FIELDS = [
  { name: 'password', id: 'new-password' },
  { name: 'confirmPassword', id: 'confirm-password' },
] as const;

/** A new password and its confirmation, for the reset and the invitation screens. */
export function NewPasswordForm({ schema, labels, isBusy, onSubmit }: NewPasswordFormProps) {
  const form = useForm<ResetPassword>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, notifyFirstFormError)} className="grid gap-4">
      {PASSWORD_FIELDS.map(({ name, id }) => (
        <FormInput
          key={id}
          form={form}
          name={name}
          id={id}
          label={labels[name]}
          errorDisplay="described"
          type="password"
          autoComplete="new-password"
        />
      ))}
      <SubmitButton isPending={isBusy} pendingLabel={labels.busy} className="w-full">
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
