import { Copy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { copyToClipboard } from '@/web/lib/copy-to-clipboard';
import { FormDialog } from './form-dialog';
import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * A secret the server shows this once (an API key, a signing secret): read-only, selected on focus, with Copy, an
 * optional notice under it, anything else the reader needs (`children`), and Done.
 */
export function SecretDialog(props: {
  title: string;
  description: string;
  label: string;
  secret: string;
  notice?: string;
  copyFailure: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <FormDialog title={props.title} description={props.description} onClose={props.onClose}>
      <div className="grid gap-2">
        <Label htmlFor={id}>{props.label}</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            readOnly
            value={props.secret}
            code
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void copyToClipboard(props.secret, props.copyFailure)}
          >
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
        {props.notice ? (
          <p role="status" className="text-sm font-medium text-amber-900">
            {props.notice}
          </p>
        ) : null}
      </div>
      {props.children}
      <DialogFooter>
        <Button type="button" onClick={props.onClose}>
          Done
        </Button>
      </DialogFooter>
    </FormDialog>
  );
}
