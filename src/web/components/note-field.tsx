import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

/** A note's labelled textarea with its hint under it, which screen readers read as the textarea's description. */
export function NoteField({
  id,
  label,
  hint,
  ...textarea
}: Omit<ComponentProps<typeof Textarea>, 'id'> & { id: string; label: string; hint: ReactNode }) {
  return (
    <FormField id={id} label={label}>
      <Textarea id={id} rows={3} aria-describedby={`${id}-hint`} {...textarea} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );
}
