import { OptionsSelect, type SelectOption } from '@/web/components/options-select';
import { FormField } from '@/web/components/ui/form-field';

/** A labelled choice of one option, its trigger named by the label: as wide as its place, or `triggerWidth` (`w-44`). */
export function SelectField({
  id,
  label,
  options,
  value,
  onValueChange,
  triggerWidth,
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  triggerWidth?: string;
}) {
  return (
    <FormField id={id} label={label}>
      <OptionsSelect
        value={value}
        onValueChange={onValueChange}
        options={options}
        trigger={triggerWidth ? { id, fullWidth: false, className: triggerWidth } : { id }}
      />
    </FormField>
  );
}
