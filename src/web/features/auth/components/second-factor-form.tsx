import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '@/domain/messages';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { useSecondFactor } from '@/web/features/auth/api/sign-in';
import { ApiError } from '@/web/lib/api-client';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { notifyFailure } from '@/web/lib/notify-failure';
import type { SignInStepProps } from './use-lock-out';

interface SecondFactorFormProps extends SignInStepProps {
  /** The pending sign-in is gone (expired, or too many wrong codes): back to the password, with the reason. */
  onExpired: (message: string) => void;
  onBack: () => void;
}

/** The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm(props: SecondFactorFormProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const verify = useSecondFactor();
  const form = useForm<SecondFactor>({
    resolver: lazyZodResolver(
      async () => (await import('@/domain/schemas/second-factor')).SecondFactorSchema,
    ),
    // Only the field on screen is sent: the server takes a code or a recovery code, never both.
    shouldUnregister: true,
  });
  const field = useRecoveryCode ? 'recoveryCode' : 'code';
  const id = useRecoveryCode ? 'second-factor-recovery-code' : 'second-factor-code';

  const onValid = (input: SecondFactor) =>
    verify.run(input, {
      onSuccess: props.onSignedIn,
      onError: (failure) => {
        if (props.lockFrom(failure)) return;
        if (failure instanceof ApiError && failure.code === 'SIGN_IN_EXPIRED') {
          props.onExpired(failure.message);
        } else if (failure instanceof ApiError && [400, 401].includes(failure.status)) {
          form.setError(field, { type: 'server', message: failure.message }, { shouldFocus: true });
        } else {
          notifyFailure(messages.authenticationError, failure);
        }
      },
    });

  const toggle = () => {
    form.clearErrors();
    setUseRecoveryCode(!useRecoveryCode);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in (capitals, spaces and dashes do not matter). Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormInput
        key={id}
        form={form}
        name={field}
        id={id}
        label={useRecoveryCode ? 'Recovery code' : 'Authentication code'}
        errorDisplay="described"
        autoComplete={useRecoveryCode ? 'off' : 'one-time-code'}
        inputMode={useRecoveryCode ? 'text' : 'numeric'}
        autoCapitalize={useRecoveryCode ? 'characters' : 'none'}
        spellCheck={false}
        autoFocus
      />
      {props.lockHint}
      <SubmitButton
        isPending={verify.isPending}
        pendingLabel="Verifying..."
        disabled={props.locked}
        className="w-full"
      >
        Verify
      </SubmitButton>
      <div className="grid justify-items-center gap-1">
        <Button type="button" variant="link" onClick={toggle}>
          {useRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="link" onClick={props.onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
