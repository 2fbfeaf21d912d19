import { Copy } from 'lucide-react';
import { useId } from 'react';
import { webhookMessages } from '@/domain/webhook-messages';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { notify } from '@/web/lib/notify';

/** A signing secret the server shows this once, with a Copy button: the receiver needs it to verify signatures. */
export function WebhookSecretReveal({ secret }: { secret: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Copied!');
    } catch {
      notify.error('Copy Failed', 'Failed to copy the secret to the clipboard');
    }
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Signing secret</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={secret}
          className="font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-amber-900">
        {webhookMessages.secretShownOnce}
      </p>
    </div>
  );
}
