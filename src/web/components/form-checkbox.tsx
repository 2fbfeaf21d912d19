import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from './ui/checkbox';

/** A checkbox bound to a form's yes-or-no field: ticked while it is true, and setting it to true or false. */
export function FormCheckbox<Values extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  ...checkbox
}: Omit<ComponentProps<typeof Checkbox>, 'checked' | 'onCheckedChange' | 'name'> & {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          checked={field.value ?? false}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          {...checkbox}
        />
      )}
    />
  );
}
