import { CircleAlert, Clock } from 'lucide-react';
import { type ComponentProps, type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@/domain/messages';
import type { SignIn } from '@/domain/schemas/sign-in';
import { ssoMessages } from '@/domain/sso-messages';
import { FormControls } from '@/web/components/form-controls';
import { SubmitButton } from '@/web/components/submit-button';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { isSecondFactorRequired, useSignIn, useSsoStart } from '@/web/features/auth/api/sign-in';
import { NOTICE_DURATION_MS, notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { type SignInStepProps, useLockOut } from './use-lock-out';

/** The second step uses react-hook-form: it is loaded when a sign-in asks for the code, not with the page. */
const SecondFactorForm = lazy(async () => ({
  default: (await import('./second-factor-form')).SecondFactorForm,
}));

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
      <AlertDescription muted={false} className="text-destructive">
        {lockOut.hint}
      </AlertDescription>
    </Alert>
  ) : null;

  if (step === 'second-factor') {
    return (
      <Suspense fallback={<Spinner className="py-8" />}>
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
      </Suspense>
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

/** The sign-in form's fields, in the order their messages are shown. */
const SIGN_IN_FIELDS = ['email', 'password'] as const satisfies readonly (keyof SignIn)[];
type SignInErrors = Partial<Record<keyof SignIn, string>>;

/** The schema (and zod with it) is imported on the first validation, as the other forms' lazyZodResolver does. */
const signInSchema = () => import('@/domain/schemas/sign-in').then(({ SignInSchema }) => SignInSchema);

/** The typed credentials checked against the schema: the parsed values, or each field's first message. */
async function validateSignIn(form: HTMLFormElement): Promise<{ values?: SignIn; errors: SignInErrors }> {
  const data = new FormData(form);
  const parsed = (await signInSchema()).safeParse({
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: SignInErrors = {};
  for (const issue of parsed.error.issues) {
    const field = SIGN_IN_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * The first page most people open: two fields, so it works without react-hook-form (13 KB gzip the page would load
 * before it answers input; decision record 056). It behaves as the forms built with it: nothing is checked until the
 * first submission, which notifies the first failing message and focuses its field; from then on each change checks
 * again and clears what it fixed.
 */
function PasswordForm(props: PasswordFormProps) {
  const signIn = useSignIn();
  const ssoStart = useSsoStart();
  // A sign-in through the identity provider that was refused comes back to /auth?sso=failed.
  const [params] = useSearchParams();
  const [ssoHint, setSsoHint] = useState<string | null>(() =>
    params.get('sso') === 'failed' ? ssoMessages.signInFailed : null,
  );
  const [errors, setErrors] = useState<SignInErrors>({});
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** The first failing field's message notified and its field focused. */
  const showErrors = (form: HTMLFormElement, found: SignInErrors) => {
    setErrors(found);
    const first = SIGN_IN_FIELDS.find((name) => found[name]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    notify.error(messages.validationError, first && found[first], NOTICE_DURATION_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const { values, errors: found } = await validateSignIn(form);
    if (!values) return showErrors(form, found);
    setErrors({});
    signIn.run(values, {
      onSuccess: (reply) => {
        if (isSecondFactorRequired(reply)) props.onSecondFactor(values.email);
        else props.onSignedIn();
      },
      onError: (error) => {
        if (props.lockFrom(error)) return;
        notifyFailure(messages.authenticationError, error);
      },
    });
  };
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) setErrors((await validateSignIn(event.currentTarget)).errors);
  };

  /** Single sign-on needs only the address: its domain names the organization's identity provider. */
  const continueWithSso = async () => {
    const form = formRef.current;
    if (!form) return;
    const { errors: found } = await validateSignIn(form);
    if (found.email) return showErrors(form, { email: found.email });
    const email = String(new FormData(form).get('email') ?? '').trim();
    ssoStart.run(email, {
      onSuccess: ({ authorizationUrl }) => {
        if (authorizationUrl) window.location.assign(authorizationUrl);
        else setSsoHint(ssoMessages.noSsoForAddress);
      },
      onError: (error) => notifyFailure(messages.authenticationError, error),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onChange={onChange}>
      <FormControls className="grid gap-4">
        {props.expired ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertDescription muted={false} className="text-destructive">
              {props.expired}
            </AlertDescription>
          </Alert>
        ) : null}
        <SignInField
          name="email"
          label="Email"
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          defaultValue={props.defaultEmail}
        />
        <SignInField
          name="password"
          label="Password"
          error={errors.password}
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

/** A field of the sign-in form, its error written under it and named as its description, as FormInput does. */
function SignInField({
  name,
  label,
  error,
  ...input
}: Omit<ComponentProps<typeof Input>, 'name' | 'id'> & {
  name: keyof SignIn;
  label: string;
  error?: string;
}) {
  const id = `sign-in-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FormField>
  );
}
