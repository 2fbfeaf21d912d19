import { useState } from 'react';
import { type RetentionSettings, RetentionSettingsChangeSchema } from '@/domain/contracts/data-retention';
import {
  RETENTION_LIMITS,
  RETENTION_SETTING_NAMES,
  type RetentionSettingName,
} from '@/domain/data-retention';
import { retentionMessages } from '@/domain/retention-messages';
import { useSaveRetentionSettings } from '@/web/features/org-admin/api/data-retention';
import { SettingsForm } from './settings-form';
import { WholeNumberField } from './whole-number-field';

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

  return (
    <SettingsForm
      parse={() =>
        RetentionSettingsChangeSchema.safeParse(
          Object.fromEntries(
            RETENTION_SETTING_NAMES.map((name) => [
              name,
              draft[name].trim() === '' ? Number.NaN : Number(draft[name]),
            ]),
          ),
        )
      }
      save={save}
      savedText="Data retention settings saved."
    >
      {RETENTION_SETTING_NAMES.map((name) => (
        <WholeNumberField
          key={name}
          id={`retention-${name}`}
          label={retentionMessages.settingLabel(name)}
          min={1}
          max={RETENTION_LIMITS[name].max}
          value={draft[name]}
          onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
          hint={HINTS[name]}
        />
      ))}
    </SettingsForm>
  );
}
