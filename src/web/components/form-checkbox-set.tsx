import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A fieldset choosing any of `options` for a form's list field: each option is drawn by `renderOption` with whether it
 * is chosen and how to choose it or not; the field's error (none chosen, say) is announced under the options.
 */
export function FormCheckboxSet<
  Values extends FieldValues,
  Context,
  Output extends FieldValues,
  Option extends string,
>({
  control,
  name,
  legend,
  options,
  className,
  renderOption,
}: {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  legend: string;
  options: readonly Option[];
  className?: string;
  renderOption: (option: Option, checked: boolean, onChange: (checked: boolean) => void) => ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const chosen: readonly Option[] = field.value ?? [];
          const choose = (option: Option) => (checked: boolean) =>
            field.onChange(checked ? [...chosen, option] : chosen.filter((other) => other !== option));
          return (
            <>
              {options.map((option) => renderOption(option, chosen.includes(option), choose(option)))}
              {fieldState.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              ) : null}
            </>
          );
        }}
      />
    </fieldset>
  );
}
