import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CurrentPassword, CurrentPasswordSchema } from '@/domain/schemas/second-factor';
import { FormInput } from '@/web/components/form-input';
import { Button } from '@/web/components/ui/button';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { showRefusalUnder } from './show-refusal';

interface CurrentPasswordFormProps {
  id: string;
  submit: { label: string; busy: string; variant?: 'default' | 'destructive' };
  /** The notice heading when the failure is not a refusal of the password (the server is down). */
  failureTitle: string;
  isBusy: boolean;
  /** Sends the password; a refusal comes back through `onRefused`'s error, shown under the field. */
  onSubmit: (input: CurrentPassword, onRefused: (error: Error) => void) => void;
  onCancel: () => void;
}

/** Asks for the account's password again before two-factor sign-in is turned on or off. */
export function CurrentPasswordForm({
  id,
  submit,
  failureTitle,
  isBusy,
  onSubmit,
  onCancel,
}: CurrentPasswordFormProps) {
  const form = useForm<CurrentPassword>({
    resolver: zodResolver(CurrentPasswordSchema),
    defaultValues: { password: '' },
  });

  const onValid = (input: CurrentPassword) =>
    onSubmit(input, (error) => showRefusalUnder(form, 'password', error, failureTitle));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
      <FormInput
        form={form}
        name="password"
        id={id}
        label="Current Password"
        errorDisplay="described"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submit.variant ?? 'default'} disabled={isBusy}>
          {isBusy ? submit.busy : submit.label}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
