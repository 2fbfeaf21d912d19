import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/**
 * How a field shows its form's error: `hidden` (the default) leaves it to the form's notice; `described` writes it
 * under the field, marks the input invalid and names that text as the input's description for screen readers.
 */
export type ErrorDisplay = 'hidden' | 'described';

/** A form's text input in its labelled FormField, registered under `name`, with its error shown as `errorDisplay` says. */
export function FormInput<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  errorDisplay = 'hidden',
  ...input
}: Omit<ComponentProps<typeof Input>, 'form' | 'name'> & {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  errorDisplay?: ErrorDisplay;
}) {
  const error = errorDisplay === 'hidden' ? undefined : form.getFieldState(name, form.formState).error;
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Input
        id={id}
        {...(errorDisplay === 'described'
          ? { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined }
          : {})}
        {...input}
        {...form.register(name)}
      />
    </FormField>
  );
}
