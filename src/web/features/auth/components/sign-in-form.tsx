import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages } from '../../../../domain/messages';
import type { SignIn } from '../../../../domain/schemas/sign-in';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { notifyFirstFormError } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useSignIn } from '../api/session';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignIn>({
    resolver: lazyZodResolver(async () => (await import('../../../../domain/schemas/sign-in')).SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onValid = (credentials: SignIn) =>
    signIn.mutate(credentials, {
      onSuccess: () => {
        notify.success(messages.signedIn);
        navigate('/dashboard');
      },
      onError: (error) => notify.error(messages.authenticationError, error.message),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button type="button" variant="link" onClick={onForgotPassword} className="justify-self-center">
        Forgot Password?
      </Button>
    </form>
  );
}
