import { useState } from 'react';
import { type MonitoringSettings, MonitoringSettingsChangeSchema } from '@/domain/contracts/monitoring';
import { MAX_MONITORING_MONTHLY_BUDGET, MONITORING_WATCH_DAYS } from '@/domain/monitoring';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { useSaveMonitoringSettings } from '@/web/features/org-admin/api/monitoring';
import { SelectField } from './select-field';
import { SettingsForm } from './settings-form';
import { WholeNumberField } from './whole-number-field';

const WATCH_OPTIONS = MONITORING_WATCH_DAYS.map((days) => ({
  value: String(days),
  label: days === 0 ? 'Off' : `${days} days`,
}));
const INTERVAL_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'daily', label: 'Daily' },
];

/** The four settings an admin chooses, saved together; the figures beside them come from the server. */
export function MonitoringSettingsForm({ settings }: { settings: MonitoringSettings }) {
  const [watchDays, setWatchDays] = useState(String(settings.watchDays));
  const [interval, setChosenInterval] = useState<string>(settings.interval);
  const [budget, setBudget] = useState(String(settings.monthlyBudget));
  const [dailyDigest, setDailyDigest] = useState(settings.dailyDigest);
  const save = useSaveMonitoringSettings();

  return (
    <SettingsForm
      parse={() =>
        MonitoringSettingsChangeSchema.safeParse({
          watchDays: Number(watchDays),
          interval,
          monthlyBudget: budget.trim() === '' ? Number.NaN : Number(budget),
          dailyDigest,
        })
      }
      refusal={`The monthly search budget must be a whole number from 0 to ${MAX_MONITORING_MONTHLY_BUDGET.toLocaleString('en-US')}.`}
      save={save}
      savedText="Monitoring settings saved."
    >
      <SelectField
        id="monitoring-watch-days"
        label="Watch period"
        options={WATCH_OPTIONS}
        value={watchDays}
        onValueChange={setWatchDays}
      />
      <SelectField
        id="monitoring-interval"
        label="Interval"
        options={INTERVAL_OPTIONS}
        value={interval}
        onValueChange={setChosenInterval}
      />
      <WholeNumberField
        id="monitoring-budget"
        label="Monthly search budget"
        min={0}
        max={MAX_MONITORING_MONTHLY_BUDGET}
        value={budget}
        onChange={setBudget}
        hint="Every search is charged; 0 keeps monitoring off."
      />
      <div className="flex items-center gap-2 sm:pt-7">
        <Checkbox
          id="monitoring-digest"
          checked={dailyDigest}
          onCheckedChange={(checked) => setDailyDigest(checked === true)}
        />
        <Label htmlFor="monitoring-digest">Daily e-mail digest of new alerts to org admins</Label>
      </div>
    </SettingsForm>
  );
}
