import { FileCheck } from 'lucide-react';
import { MAX_BULK_APPROVAL_ABOVE_ROWS } from '@/domain/bulk-intake';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { SectionCard } from '@/web/components/card-heading';
import { useOrganisationSettings } from '@/web/features/org-admin/api/organisation-settings';
import { NumberSettingForm } from './number-setting-form';

/**
 * Org Admin Panel: the number of rows above which a member's bulk upload waits for an org admin's approval before
 * anything is searched (on the Bulk upload page); empty, no upload waits. Org admins' own uploads never do.
 */
export function BulkApprovalCard() {
  const settings = useOrganisationSettings();
  return (
    <SectionCard
      id="bulk-approval"
      icon={FileCheck}
      title={text.approvalSettingTitle}
      description={text.approvalSettingDescription}
    >
      {settings.data ? (
        <NumberSettingForm
          key={String(settings.data.bulkApprovalAboveRows)}
          setting="bulkApprovalAboveRows"
          saved={settings.data.bulkApprovalAboveRows}
          empty={null}
          id="bulk-approval-above"
          label={text.approvalSettingLabel}
          placeholder="No approval"
          hint={text.approvalSettingHint}
          min={1}
          max={MAX_BULK_APPROVAL_ABOVE_ROWS}
          texts={{
            saved: text.approvalSettingSaved,
            saveFailed: text.approvalSettingSaveFailed,
            range: text.approvalAboveRowsRange,
          }}
        />
      ) : null}
    </SectionCard>
  );
}
