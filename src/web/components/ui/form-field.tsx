import type { ReactNode } from 'react';
import { Label } from './label';

/** A label, its control and the control's error text, wired for screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
