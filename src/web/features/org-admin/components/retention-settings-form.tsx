import { useState } from 'react';
import { type RetentionSettings, RetentionSettingsChangeSchema } from '@/domain/contracts/data-retention';
import {
  RETENTION_LIMITS,
  RETENTION_SETTING_NAMES,
  type RetentionSettingName,
} from '@/domain/data-retention';
import { retentionMessages } from '@/domain/retention-messages';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useSaveRetentionSettings } from '@/web/features/org-admin/api/data-retention';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const HINTS: Record<RetentionSettingName, string> = {
  undecidedChecksMonths: 'Months, then checks never settled nor denied are deleted.',
  decidedClaimsYears: 'Years after the decision, then the claim is anonymised; dashboard counts stay.',
  rawAnswersDays: "Days, then only the facts the decision used are kept of a provider's answer.",
  auditEventsYears: 'Years an audit event is kept.',
};

type Draft = Record<RetentionSettingName, string>;

/** The four retention periods, saved together; each a whole number from 1 to its maximum. */
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const [draft, setDraft] = useState<Draft>(
    () => Object.fromEntries(RETENTION_SETTING_NAMES.map((name) => [name, String(settings[name])])) as Draft,
  );
  const save = useSaveRetentionSettings();

  function submit() {
    const change = RetentionSettingsChangeSchema.safeParse(
      Object.fromEntries(
        RETENTION_SETTING_NAMES.map((name) => [
          name,
          draft[name].trim() === '' ? Number.NaN : Number(draft[name]),
        ]),
      ),
    );
    if (!change.success) {
      notify.error('Error saving settings', change.error.issues[0]?.message);
      return;
    }
    save.mutate(change.data, {
      onSuccess: () => notify.success('Settings saved', 'Data retention settings saved.'),
      onError: (error) => notifyFailure('Error saving settings', error),
    });
  }

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {RETENTION_SETTING_NAMES.map((name) => (
        <FormField key={name} id={`retention-${name}`} label={retentionMessages.settingLabel(name)}>
          <Input
            id={`retention-${name}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_LIMITS[name].max}
            step={1}
            value={draft[name]}
            aria-describedby={`retention-${name}-hint`}
            onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
          />
          <p id={`retention-${name}-hint`} className="text-xs text-muted-foreground">
            {HINTS[name]}
          </p>
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
