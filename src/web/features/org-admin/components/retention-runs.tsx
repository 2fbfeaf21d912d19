import type { RetentionPreview, RetentionRun } from '@/domain/contracts/data-retention';
import { LoadStatus } from '@/web/components/load-status';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useRetentionPreview, useRetentionRuns } from '@/web/features/org-admin/api/data-retention';
import { formatDate, formatDateTimeToMinute } from '@/web/lib/format-date';

const count = (value: number) => value.toLocaleString('en-US');

const DUE: { key: keyof RetentionPreview; text: string }[] = [
  { key: 'undecidedChecks', text: 'checks never decided would be deleted' },
  { key: 'decidedClaims', text: 'decided claims would be anonymised' },
  { key: 'rawAnswers', text: 'provider answers would be reduced to the facts' },
  { key: 'auditEvents', text: 'audit events would be deleted' },
  { key: 'held', text: 'records due are kept by a legal hold' },
];

type RunCount = 'checksDeleted' | 'claimsAnonymised' | 'answersReduced' | 'auditEventsDeleted';

const DONE: { key: RunCount & keyof RetentionRun; heading: string }[] = [
  { key: 'checksDeleted', heading: 'Checks deleted' },
  { key: 'claimsAnonymised', heading: 'Claims anonymised' },
  { key: 'answersReduced', heading: 'Answers reduced' },
  { key: 'auditEventsDeleted', heading: 'Audit events deleted' },
];

/**
 * What retention does: the dry run of the next run under the saved settings and the holds in force, and the runs of
 * the last 30 days with what each did (a run happens once a day).
 */
export function RetentionRuns() {
  const preview = useRetentionPreview();
  const runs = useRetentionRuns();
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h3 className="font-semibold">Due at the next run</h3>
        <LoadStatus
          query={preview}
          loadingLabel="Loading what is due"
          retry
          failure="Failed to load what is due"
        />
        {preview.data ? (
          <ul aria-label="Due at the next run" className="grid gap-1 text-sm">
            {DUE.map(({ key, text }) => (
              <li key={key}>
                <span className="font-medium tabular-nums">{count(preview.data[key])}</span> {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Recent runs</h3>
        <LoadStatus
          query={runs}
          loadingLabel="Loading retention runs"
          retry
          failure="Failed to load retention runs"
        />
        {runs.data ? (
          runs.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No retention run yet. The settings are applied once a day.
            </p>
          ) : (
            <Table aria-label="Recent retention runs">
              <TableHeader>
                <TableRow>
                  <TableHead>Day</TableHead>
                  <TableHead>Finished</TableHead>
                  {DONE.map(({ key, heading }) => (
                    <TableHead key={key} align="right">
                      {heading}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {runs.data.items.map((run) => (
                  <TableRow key={run.id}>
                    {/* The run's UTC day, read as that calendar day wherever the viewer is. */}
                    <TableCell>{formatDate(`${run.day}T00:00:00`)}</TableCell>
                    <TableCell>
                      {run.finishedAt ? formatDateTimeToMinute(run.finishedAt) : 'Under way'}
                    </TableCell>
                    {DONE.map(({ key }) => (
                      <TableCell key={key} className="text-right tabular-nums">
                        {count(run[key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : null}
      </div>
    </div>
  );
}
