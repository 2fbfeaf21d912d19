import { RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { SubmitButton } from './submit-button';
import { Button } from './ui/button';

/** What clears an IMEI form and its result so another device can be looked up. */
export interface StartOver {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * An IMEI form's buttons under a rule: its submit button (these props) and, where `startOver` is given (once there
 * is a result to clear), the outline button that starts over.
 */
export function ImeiFormActions({
  startOver,
  ...submit
}: ComponentProps<typeof SubmitButton> & { startOver: StartOver | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-t pt-5">
      <SubmitButton {...submit} />
      {startOver ? (
        <Button type="button" variant="outline" onClick={startOver.onClick} disabled={startOver.disabled}>
          <RotateCcw aria-hidden="true" />
          {startOver.label}
        </Button>
      ) : null}
    </div>
  );
}
