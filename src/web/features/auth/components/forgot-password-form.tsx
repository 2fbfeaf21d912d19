import { useForm } from 'react-hook-form';
import { messages } from '@/domain/messages';
import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { useRequestPasswordReset } from '@/web/features/auth/api/password-reset-request';
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

  const onValid = (input: PasswordResetRequest) =>
    request.run(input, {
      onSuccess: () => {
        notify.success(messages.resetEmailSent, messages.resetEmailSentDescription);
        onBack();
      },
      onError: (error) => notifyFailure('Error', error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormInput
        form={form}
        name="email"
        id="reset-email"
        label="Email"
        errorDisplay="described"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
      />
      <SubmitButton isPending={request.isPending} pendingLabel="Sending..." className="w-full">
        Send Reset Link
      </SubmitButton>
      <Button type="button" variant="link" onClick={onBack} className="justify-self-center">
        Back to Sign In
      </Button>
    </form>
  );
}
