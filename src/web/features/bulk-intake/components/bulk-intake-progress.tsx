import { format } from 'date-fns';
import { Hourglass, PauseCircle } from 'lucide-react';
import { type BulkIntakeStatus, bulkIntakeProgress } from '@/domain/bulk-intake';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import type { BulkIntake } from '@/domain/contracts/bulk-intakes';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { RetryButton } from './retry-button';

function pausedText(reason: BulkIntake['pauseReason'], time: string) {
  if (reason === 'budget') return text.pausedBudget;
  return reason === 'unavailable' ? text.pausedUnavailable(time) : text.pausedBusy(time);
}

/** Why the batch waits, and until when (HH:MM in the reader's time); nothing while it is not paused. */
function PausedNotice({ batch }: { batch: BulkIntake }) {
  if (!batch.pausedUntil || batch.status === 'finished' || batch.status === 'stopped') return null;
  const time = format(new Date(batch.pausedUntil), 'HH:mm');
  return (
    <Alert variant="warning" role="status">
      <PauseCircle aria-hidden="true" />
      <AlertDescription muted={false} className="text-inherit">
        {pausedText(batch.pauseReason, time)}
      </AlertDescription>
    </Alert>
  );
}

function describeTimeLeft(
  status: BulkIntake['status'],
  progress: { remaining: number; secondsLeft: number | null },
): string {
  if (status !== 'queued' && status !== 'running') return '–';
  if (progress.remaining === 0) return 'Finishing…';
  if (progress.secondsLeft === null) return 'Starting…';
  const seconds = progress.secondsLeft;
  return seconds < 90 ? `About ${seconds} s left` : `About ${Math.ceil(seconds / 60)} min left`;
}

const TITLES = {
  'awaiting-approval': text.statuses['awaiting-approval'],
  queued: text.progressTitle,
  running: text.progressTitle,
  finished: text.finished,
  stopped: text.stoppedTitle,
  'rejected-by-admin': text.statuses['rejected-by-admin'],
} satisfies Record<BulkIntakeStatus, string>;

/**
 * The batch's progress bar: done, failed and remaining rows, the lines rejected at upload, the pace so far and the
 * time left at that pace; why a stopped batch stopped; and the retry of its failed rows.
 */
export function BulkIntakeProgress({ batch }: { batch: BulkIntake }) {
  const progress = bulkIntakeProgress(batch);
  const figures = [
    ['Done', batch.done],
    ['Failed', batch.failed],
    ['Remaining', progress.remaining],
    [text.rejectedFigure, batch.rejected],
  ] as const;
  return (
    <Card className="min-w-0">
      <CardHeader row className="flex-wrap items-center justify-between gap-2">
        <CardTitle>{TITLES[batch.status]}</CardTitle>
        {batch.failed > 0 && !batch.stopReason && batch.status !== 'rejected-by-admin' ? (
          <RetryButton id={batch.id} line={null} failed={batch.failed} />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <PausedNotice batch={batch} />
        {batch.status === 'awaiting-approval' ? (
          <Alert variant="warning" role="status">
            <Hourglass aria-hidden="true" />
            <AlertDescription muted={false} className="text-inherit">
              {text.awaitingApproval}
            </AlertDescription>
          </Alert>
        ) : null}
        {batch.status === 'rejected-by-admin' ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            {text.rejectedByAdmin(batch.rejectionReason ?? '')}
          </p>
        ) : null}
        {batch.stopReason ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            {text.stopped[batch.stopReason]}
          </p>
        ) : null}
        <div
          role="progressbar"
          aria-label="Rows worked"
          aria-valuemin={0}
          aria-valuemax={batch.total}
          aria-valuenow={progress.worked}
          className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary"
            style={{ width: `${(batch.done / (batch.total || 1)) * 100}%` }}
          />
          <div
            className="h-full bg-destructive"
            style={{ width: `${(batch.failed / (batch.total || 1)) * 100}%` }}
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold sm:text-xl" data-testid={`bulk-${label.toLowerCase()}`}>
                {value.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
          <div className="min-w-0">
            <dt className="text-sm text-muted-foreground">Rate</dt>
            <dd className="text-lg font-semibold sm:text-xl">
              {progress.perMinute === null ? '–' : `${Math.round(progress.perMinute)}/min`}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-muted-foreground">Time left</dt>
            <dd className="text-lg font-semibold sm:text-xl">{describeTimeLeft(batch.status, progress)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
