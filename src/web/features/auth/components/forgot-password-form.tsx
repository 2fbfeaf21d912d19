import { useForm } from 'react-hook-form';
import { messages } from '@/domain/messages';
import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useRequestPasswordReset } from '@/web/features/auth/api/password-reset';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: lazyZodResolver(
      async () => (await import('@/domain/schemas/password-reset-request')).PasswordResetRequestSchema,
    ),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onValid = (input: PasswordResetRequest) =>
    request.mutate(input, {
      onSuccess: () => {
        notify.success(messages.resetEmailSent, messages.resetEmailSentDescription);
        onBack();
      },
      onError: (error) => notifyFailure('Error', error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <SubmitButton isPending={request.isPending} pendingLabel="Sending..." className="w-full">
        Send Reset Link
      </SubmitButton>
      <Button type="button" variant="link" onClick={onBack} className="justify-self-center">
        Back to Sign In
      </Button>
    </form>
  );
}
