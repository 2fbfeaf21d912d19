import { CircleAlert, Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages } from '@/domain/messages';
import type { SignIn } from '@/domain/schemas/sign-in';
import { ssoMessages } from '@/domain/sso-messages';
import { FormControls } from '@/web/components/form-controls';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { isSecondFactorRequired, useSignIn, useSsoStart } from '@/web/features/auth/api/sign-in';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { SecondFactorForm } from './second-factor-form';
import { type SignInStepProps, useLockOut } from './use-lock-out';

/** The password, then (for an account with two-factor sign-in) the code: both steps share one card. */
export type SignInStep = 'password' | 'second-factor';

interface SignInFormProps {
  step: SignInStep;
  onStepChange: (step: SignInStep) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ step, onStepChange, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate();
  const lockOut = useLockOut();
  const [email, setEmail] = useState('');
  const [expired, setExpired] = useState<string | null>(null);

  const onSignedIn = () => {
    notify.success(messages.signedIn);
    navigate('/dashboard');
  };
  const lockHint = lockOut.hint ? (
    <Alert variant="destructive" role="status">
      <Clock aria-hidden="true" />
      <AlertDescription className="text-destructive">{lockOut.hint}</AlertDescription>
    </Alert>
  ) : null;

  if (step === 'second-factor') {
    return (
      <SecondFactorForm
        locked={lockOut.locked}
        lockHint={lockHint}
        lockFrom={lockOut.lockFrom}
        onSignedIn={onSignedIn}
        onExpired={(message) => {
          setExpired(message);
          onStepChange('password');
        }}
        onBack={() => onStepChange('password')}
      />
    );
  }
  return (
    <PasswordForm
      defaultEmail={email}
      expired={expired}
      locked={lockOut.locked}
      lockHint={lockHint}
      lockFrom={lockOut.lockFrom}
      onSignedIn={onSignedIn}
      onSecondFactor={(signedInEmail) => {
        setEmail(signedInEmail);
        setExpired(null);
        onStepChange('second-factor');
      }}
      onForgotPassword={onForgotPassword}
    />
  );
}

interface PasswordFormProps extends SignInStepProps {
  /** The address typed before a trip to the second step, kept when the user comes back. */
  defaultEmail: string;
  /** Why the user is back here from the second step (the pending sign-in expired). */
  expired: string | null;
  onSecondFactor: (email: string) => void;
  onForgotPassword: () => void;
}

/** Where the browser is sent after a sign-in through the identity provider was refused. */
const ssoFailed = () => new URLSearchParams(window.location.search).get('sso') === 'failed';

function PasswordForm(props: PasswordFormProps) {
  const signIn = useSignIn();
  const ssoStart = useSsoStart();
  const [ssoHint, setSsoHint] = useState<string | null>(() =>
    ssoFailed() ? ssoMessages.signInFailed : null,
  );
  const form = useForm<SignIn>({
    resolver: lazyZodResolver(async () => (await import('@/domain/schemas/sign-in')).SignInSchema),
    defaultValues: { email: props.defaultEmail, password: '' },
  });

  const onValid = (credentials: SignIn) =>
    signIn.mutate(credentials, {
      onSuccess: (reply) => {
        if (isSecondFactorRequired(reply)) props.onSecondFactor(credentials.email);
        else props.onSignedIn();
      },
      onError: (error) => {
        if (props.lockFrom(error)) return;
        notifyFailure(messages.authenticationError, error);
      },
    });

  const continueWithSso = async () => {
    if (!(await form.trigger('email'))) return;
    ssoStart.mutate(form.getValues('email'), {
      onSuccess: ({ authorizationUrl }) => {
        if (authorizationUrl) window.location.assign(authorizationUrl);
        else setSsoHint(ssoMessages.noSsoForAddress);
      },
      onError: (error) => notifyFailure(messages.authenticationError, error),
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)}>
      <FormControls className="grid gap-4">
        {props.expired ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertDescription className="text-destructive">{props.expired}</AlertDescription>
          </Alert>
        ) : null}
        <FormInput
          form={form}
          name="email"
          id="sign-in-email"
          label="Email"
          errorDisplay="described"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
        <FormInput
          form={form}
          name="password"
          id="sign-in-password"
          label="Password"
          errorDisplay="described"
          type="password"
          autoComplete="current-password"
        />
        {props.lockHint}
        {ssoHint ? (
          <Alert role="status">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{ssoHint}</AlertDescription>
          </Alert>
        ) : null}
        <SubmitButton
          isPending={signIn.isPending}
          pendingLabel="Signing In..."
          disabled={props.locked}
          className="w-full"
        >
          Sign In
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={ssoStart.isPending}
          onClick={() => void continueWithSso()}
        >
          {ssoMessages.continueWithSso}
        </Button>
        <Button type="button" variant="link" onClick={props.onForgotPassword} className="justify-self-center">
          Forgot Password?
        </Button>
      </FormControls>
    </form>
  );
}
