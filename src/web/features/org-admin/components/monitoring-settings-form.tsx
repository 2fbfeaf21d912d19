import { useState } from 'react';
import { type MonitoringSettings, MonitoringSettingsChangeSchema } from '@/domain/contracts/monitoring';
import { MAX_MONITORING_MONTHLY_BUDGET, MONITORING_WATCH_DAYS } from '@/domain/monitoring';
import { OptionsSelect } from '@/web/components/options-select';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useSaveMonitoringSettings } from '@/web/features/org-admin/api/monitoring';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

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

  function submit() {
    const change = MonitoringSettingsChangeSchema.safeParse({
      watchDays: Number(watchDays),
      interval,
      monthlyBudget: budget.trim() === '' ? Number.NaN : Number(budget),
      dailyDigest,
    });
    if (!change.success) {
      notify.error(
        'Error saving settings',
        `The monthly search budget must be a whole number from 0 to ${MAX_MONITORING_MONTHLY_BUDGET.toLocaleString('en-US')}.`,
      );
      return;
    }
    save.mutate(change.data, {
      onSuccess: () => notify.success('Settings saved', 'Monitoring settings saved.'),
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
      <FormField id="monitoring-watch-days" label="Watch period">
        <OptionsSelect
          value={watchDays}
          onValueChange={setWatchDays}
          options={WATCH_OPTIONS}
          trigger={{ id: 'monitoring-watch-days' }}
        />
      </FormField>
      <FormField id="monitoring-interval" label="Interval">
        <OptionsSelect
          value={interval}
          onValueChange={setChosenInterval}
          options={INTERVAL_OPTIONS}
          trigger={{ id: 'monitoring-interval' }}
        />
      </FormField>
      <FormField id="monitoring-budget" label="Monthly search budget">
        <Input
          id="monitoring-budget"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MONITORING_MONTHLY_BUDGET}
          step={1}
          value={budget}
          aria-describedby="monitoring-budget-hint"
          onChange={(event) => setBudget(event.target.value)}
        />
        <p id="monitoring-budget-hint" className="text-xs text-muted-foreground">
          Every search is charged; 0 keeps monitoring off.
        </p>
      </FormField>
      <div className="flex items-center gap-2 sm:pt-7">
        <Checkbox
          id="monitoring-digest"
          checked={dailyDigest}
          onCheckedChange={(checked) => setDailyDigest(checked === true)}
        />
        <Label htmlFor="monitoring-digest">Daily e-mail digest of new alerts to org admins</Label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
