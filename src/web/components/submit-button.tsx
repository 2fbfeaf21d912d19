import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button';

/**
 * A form's submit button (or, with `type="button"`, an action's button): while its action runs it shows
 * `pendingLabel` (and a turning wheel in place of its `icon`) and cannot be pressed again.
 */
export function SubmitButton({
  isPending,
  pendingLabel,
  icon,
  disabled = false,
  type = 'submit',
  children,
  ...props
}: ButtonProps & { isPending: boolean; pendingLabel: string; icon?: ReactNode }) {
  return (
    <Button type={type} disabled={disabled || isPending} {...props}>
      {icon && isPending ? <Loader2 className="motion-safe:animate-spin" aria-hidden="true" /> : icon}
      {isPending ? pendingLabel : children}
    </Button>
  );
}
