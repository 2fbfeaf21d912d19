import { OptionsSelect, type SelectOption } from '@/web/components/options-select';
import { FormField } from '@/web/components/ui/form-field';

/** A labelled choice of one option, its trigger named by the label. */
export function SelectField({
  id,
  label,
  options,
  value,
  onValueChange,
  triggerClassName,
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  triggerClassName?: string;
}) {
  return (
    <FormField id={id} label={label}>
      <OptionsSelect
        value={value}
        onValueChange={onValueChange}
        options={options}
        trigger={{ id, className: triggerClassName }}
      />
    </FormField>
  );
}
