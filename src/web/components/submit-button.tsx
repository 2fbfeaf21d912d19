import { Button, type ButtonProps } from './ui/button';

/** A form's submit button: while its action runs it shows `pendingLabel` and cannot be pressed again. */
export function SubmitButton({
  isPending,
  pendingLabel,
  disabled = false,
  type = 'submit',
  children,
  ...props
}: ButtonProps & { isPending: boolean; pendingLabel: string }) {
  return (
    <Button type={type} disabled={disabled || isPending} {...props}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}
