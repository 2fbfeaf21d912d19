import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './label';

/** A label, its control (with any hint after it) and the control's error text, wired for screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', props.className)}>
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
