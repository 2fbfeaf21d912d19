import type { ReplacementDevice } from '@/domain/schemas/settlement';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { DuplicateReplacementWarning } from './duplicate-replacement-warning';

export type ReplacementValues = ReplacementDevice;
export const EMPTY_REPLACEMENT: ReplacementValues = { imei: '', make: '', model: '', color: '', storage: '' };

const FIELDS: Array<{ name: keyof ReplacementValues; label: string; placeholder: string }> = [
  { name: 'make', label: 'Make', placeholder: 'Apple' },
  { name: 'model', label: 'Model', placeholder: 'iPhone 15' },
  { name: 'color', label: 'Color', placeholder: 'Black' },
  { name: 'storage', label: 'Storage', placeholder: '128GB' },
];

/** The replacement device's details, all required once the claim includes one. */
export function ReplacementFields({
  values,
  onChange,
  disabled,
}: {
  values: ReplacementValues;
  onChange: (values: ReplacementValues) => void;
  disabled: boolean;
}) {
  const set = (name: keyof ReplacementValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [name]: event.target.value });

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
          value={values.imei}
          disabled={disabled}
          onChange={set('imei')}
        />
      </FormField>
      <DuplicateReplacementWarning replacementImei={values.imei} />
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field.name} id={`replacement-${field.name}`} label={field.label}>
            <Input
              id={`replacement-${field.name}`}
              required
              maxLength={100}
              placeholder={field.placeholder}
              value={values[field.name]}
              disabled={disabled}
              onChange={set(field.name)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
