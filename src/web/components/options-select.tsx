import type { ComponentProps, ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from './ui/select';

export type SelectOption = {
  value: string;
  label: string;
  /** Shown after the label in the list (a badge), not in the trigger. */
  adornment?: ReactNode;
  /** Shown (as the current value) but not choosable. */
  disabled?: boolean;
};

/** A choice of one option from a list; `trigger` names and places the field. */
export function OptionsSelect({
  options,
  placeholder,
  trigger,
  ...select
}: ComponentProps<typeof Select> & {
  options: readonly SelectOption[];
  placeholder?: string;
  trigger?: ComponentProps<typeof SelectTrigger>;
}) {
  return (
    <Select {...select}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            <SelectItemText>{option.label}</SelectItemText>
            {option.adornment}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
