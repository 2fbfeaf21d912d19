import type { ReactNode } from 'react';
import type { z } from 'zod';
import { PlainForm } from '@/web/components/plain-form';
import { SubmitButton } from '@/web/components/submit-button';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/**
 * Settings saved together with one Save button: the fields' draft is parsed by the contract's schema (`parse`), its
 * refusal shown (the schema's first message, or `refusal`), else the change saved and `savedText` shown.
 */
export function SettingsForm<Change>({
  parse,
  refusal,
  save,
  savedText,
  children,
}: {
  parse: () => z.ZodSafeParseResult<Change>;
  refusal?: string;
  save: {
    mutate: (change: Change, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  savedText: string;
  children: ReactNode;
}) {
  function submit() {
    const change = parse();
    if (!change.success) {
      notify.error('Error saving settings', refusal ?? change.error.issues[0]?.message);
      return;
    }
    save.mutate(change.data, {
      onSuccess: () => notify.success('Settings saved', savedText),
      onError: (error) => notifyFailure('Error saving settings', error),
    });
  }

  return (
    <PlainForm className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      {children}
      <div className="sm:col-span-2">
        <SubmitButton isPending={save.isPending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </PlainForm>
  );
}
