import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ResetPassword, ResetPasswordSchema } from '@/domain/schemas/new-password';
import { SubmitButton } from '@/web/components/submit-button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { notifyFirstFormError } from '@/web/lib/form-errors';

interface NewPasswordFormProps {
  /** ResetPasswordSchema (6 characters) or InvitePasswordSchema (8): same fields, other minimum. */
  schema: typeof ResetPasswordSchema;
  labels: { password: string; confirmPassword: string; submit: string; busy: string };
  isBusy: boolean;
  onSubmit: (input: ResetPassword) => void;
}

/** A new password and its confirmation, for the reset and the invitation screens. */
export function NewPasswordForm({ schema, labels, isBusy, onSubmit }: NewPasswordFormProps) {
  const form = useForm<ResetPassword>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, notifyFirstFormError)} className="grid gap-4">
      <FormField id="new-password" label={labels.password} error={errors.password?.message}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="confirm-password" label={labels.confirmPassword} error={errors.confirmPassword?.message}>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <SubmitButton isPending={isBusy} pendingLabel={labels.busy} className="w-full">
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
