import { FileCheck } from 'lucide-react';
import { useState } from 'react';
import { MAX_BULK_APPROVAL_ABOVE_ROWS } from '@/domain/bulk-intake';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { OrganisationSettingsReply } from '@/domain/contracts/organisation-settings';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import {
  useOrganisationSettings,
  useUpdateOrganisationSettings,
} from '@/web/features/org-admin/api/organisation-settings';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const ApprovalChange = OrganisationSettingsReply.pick({ bulkApprovalAboveRows: true });

/**
 * Org Admin Panel: the number of rows above which a member's bulk upload waits for an org admin's approval before
 * anything is searched (on the Bulk upload page); empty, no upload waits. Org admins' own uploads never do.
 */
export function BulkApprovalCard() {
  const settings = useOrganisationSettings();
  return (
    <Card role="region" aria-labelledby="bulk-approval-title">
      <CardHeader>
        <CardTitle id="bulk-approval-title" className="flex items-center gap-2">
          <FileCheck className="size-5" aria-hidden="true" /> {text.approvalSettingTitle}
        </CardTitle>
        <CardDescription>{text.approvalSettingDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <ApprovalForm
            key={String(settings.data.bulkApprovalAboveRows)}
            saved={settings.data.bulkApprovalAboveRows}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The threshold as a number of rows; empty is no approval. */
function ApprovalForm({ saved }: { saved: number | null }) {
  const [value, setValue] = useState(saved === null ? '' : String(saved));
  const update = useUpdateOrganisationSettings();

  function submit() {
    const change = ApprovalChange.safeParse({
      bulkApprovalAboveRows: value.trim() === '' ? null : Number(value),
    });
    if (!change.success) {
      notify.error(text.approvalSettingSaveFailed, text.approvalAboveRowsRange);
      return;
    }
    update.mutate(change.data, {
      onSuccess: () => notify.success(text.approvalSettingSaved),
      onError: (error) => notifyFailure(text.approvalSettingSaveFailed, error),
    });
  }

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField id="bulk-approval-above" label={text.approvalSettingLabel}>
        <Input
          id="bulk-approval-above"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_BULK_APPROVAL_ABOVE_ROWS}
          step={1}
          placeholder="No approval"
          value={value}
          aria-describedby="bulk-approval-hint"
          onChange={(event) => setValue(event.target.value)}
        />
        <p id="bulk-approval-hint" className="text-xs text-muted-foreground">
          {text.approvalSettingHint}
        </p>
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
