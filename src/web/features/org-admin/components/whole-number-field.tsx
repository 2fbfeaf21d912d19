import type { ReactNode } from 'react';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/** A setting's whole number from `min` to `max`, typed as text, with its hint under it. */
export function WholeNumberField({
  id,
  label,
  min,
  max,
  placeholder,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  hint: ReactNode;
}) {
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        placeholder={placeholder}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );
}
