import { type UseFormRegister, useWatch } from 'react-hook-form';
import type { ReplacementDevice } from '@/domain/schemas/settlement';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { DuplicateReplacementWarning } from './duplicate-replacement-warning';
import type { SettleFormControl, SettleFormValues } from './settle-form-values';

const FIELDS: Array<{ name: Exclude<keyof ReplacementDevice, 'imei'>; label: string; placeholder: string }> =
  [
    { name: 'make', label: 'Make', placeholder: 'Apple' },
    { name: 'model', label: 'Model', placeholder: 'iPhone 15' },
    { name: 'color', label: 'Color', placeholder: 'Black' },
    { name: 'storage', label: 'Storage', placeholder: '128GB' },
  ];

/** The replacement device's details, all required once the claim includes one. */
export function ReplacementFields({
  control,
  register,
  disabled,
}: {
  control: SettleFormControl;
  register: UseFormRegister<SettleFormValues>;
  disabled: boolean;
}) {
  const replacementImei = useWatch({ control, name: 'replacement.imei' });

  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Replacement device</legend>
      <FormField id="replacement-imei" label="Replacement IMEI">
        <Input
          id="replacement-imei"
          inputMode="numeric"
          autoComplete="off"
          maxLength={15}
          required
          placeholder="15-digit IMEI"
          disabled={disabled}
          {...register('replacement.imei')}
        />
      </FormField>
      <DuplicateReplacementWarning replacementImei={replacementImei} />
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field.name} id={`replacement-${field.name}`} label={field.label}>
            <Input
              id={`replacement-${field.name}`}
              required
              maxLength={100}
              placeholder={field.placeholder}
              disabled={disabled}
              {...register(`replacement.${field.name}`)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
