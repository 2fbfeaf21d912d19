import { Radar } from 'lucide-react';
import { useState } from 'react';
import { monitoringMessages } from '@/domain/monitoring-messages';
import { SectionCard } from '@/web/components/card-heading';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { useMonitoringSettings, useStartMonitoringRun } from '@/web/features/org-admin/api/monitoring';
import { formatCount } from '@/web/lib/format-count';
import { formatDateTime } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { MonitoringSettingsForm } from './monitoring-settings-form';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** Post-claim monitoring: how long and how often settled devices are searched again, what it may spend, a run now. */
export function MonitoringCard() {
  const settings = useMonitoringSettings();
  const run = useStartMonitoringRun();
  const data = settings.data;
  const isOff = data?.monthlyBudget === 0;
  const [isAsking, setAsking] = useState(false);

  const startRun = () =>
    run.mutate(undefined, {
      onSuccess: ({ queued }) =>
        notify.success(
          'Monitoring run started',
          `${formatCount(queued)} ${queued === 1 ? 'device' : 'devices'} queued`,
        ),
      onError: (error) => notifyFailure('Error starting monitoring', error),
      onSettled: () => setAsking(false),
    });

  return (
    <SectionCard
      id="monitoring"
      contentClassName="grid gap-6"
      icon={Radar}
      title="Monitoring"
      description="Settled devices and their replacements are searched again after the payout; a change raises an alert."
    >
      <LoadStatus
        query={settings}
        loadingLabel="Loading monitoring settings"
        retry
        failure="Failed to load monitoring settings"
      />
      {data ? (
        <>
          <MonitoringSettingsForm
            key={`${data.watchDays}-${data.interval}-${data.monthlyBudget}-${data.dailyDigest}`}
            settings={data}
          />
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label="Searches this month" value={formatCount(data.spentThisMonth)} />
            <Figure label="Remaining" value={formatCount(data.remainingThisMonth)} />
            <Figure label="Devices watched" value={formatCount(data.watchedDevices)} />
            <Figure label="Last run" value={data.lastRunAt ? formatDateTime(data.lastRunAt) : 'Never'} />
            <Figure label="Searching now" value={formatCount(data.searchesInProgress)} />
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={isOff || run.isPending}
              aria-describedby="monitoring-run-hint"
              onClick={() => setAsking(true)}
            >
              {run.isPending ? 'Starting...' : 'Run monitoring now'}
            </Button>
            <p id="monitoring-run-hint" className="text-sm text-muted-foreground">
              {isOff
                ? 'Monitoring is off: set a monthly search budget above 0 and save to run it.'
                : 'Searches the devices due now, within the remaining budget.'}
            </p>
          </div>
          <ConfirmDialog
            open={isAsking}
            title={monitoringMessages.runConfirmTitle}
            description={monitoringMessages.runConfirm(
              // Each watched device due now is searched once, within what is left of the month's budget.
              Math.min(data.watchedDevices, data.remainingThisMonth),
              data.remainingThisMonth,
            )}
            confirmLabel="Run now"
            busyLabel="Starting..."
            isBusy={run.isPending}
            variant="default"
            onConfirm={startRun}
            onClose={() => setAsking(false)}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
