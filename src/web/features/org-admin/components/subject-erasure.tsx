import { Eraser } from 'lucide-react';
import { useState } from 'react';
import type { SubjectErasure as Erasure, KeptRecord } from '@/domain/contracts/data-retention';
import type { SubjectSelector } from '@/domain/contracts/subject-data';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useEraseSubject } from '@/web/features/org-admin/api/data-retention';
import { formatCount } from '@/web/lib/format-count';
import { formatDate } from '@/web/lib/format-date';
import { notifyFailure } from '@/web/lib/notify-failure';

const ERASED: { key: keyof Erasure['erased']; text: string }[] = [
  { key: 'checksDeleted', text: 'Open checks deleted' },
  { key: 'claimsAnonymised', text: 'Decided claims anonymised' },
  { key: 'answersReduced', text: 'Provider answers reduced to the facts' },
  { key: 'searchesDeidentified', text: 'Searches de-identified' },
  { key: 'bulkIntakeRowsDeidentified', text: 'Lines of uploaded files de-identified' },
  { key: 'namesRemoved', text: 'Records no longer naming the user' },
];

const RECORDS: Record<KeptRecord['record'], string> = {
  check: 'Open check',
  settledClaim: 'Settled claim',
  deniedClaim: 'Denied claim',
  auditEvents: 'Audit events',
  account: 'User account',
};

/** What the erasure of a device or reference does, and what it cannot: said before the admin confirms. */
const WHAT_IT_DOES =
  'Open checks are deleted, decided claims past the retention period are anonymised, searches and uploaded lines are de-identified, and a user is no longer named on the decisions. Records on legal hold, claims still within the retention period and the audit log are kept. This cannot be undone.';

/**
 * "Erase…" beside a subject request's download: after a confirmation, erases what the organization holds about the
 * subject as far as the law and the holds allow, then says what was erased and what was kept, why and until when.
 */
export function SubjectErasure({ selector, subject }: { selector: SubjectSelector; subject: string }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Erasure | null>(null);
  const erase = useEraseSubject();

  function confirm() {
    erase.mutate(selector, {
      onSuccess: (reply) => {
        setResult(reply);
        setConfirming(false);
      },
      onError: (error) => notifyFailure('Error erasing the records', error),
    });
  }

  return (
    <div className="grid gap-3">
      <div>
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
          <Eraser aria-hidden="true" /> Erase…
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Erase what the organization holds about ${subject}?`}
        description={WHAT_IT_DOES}
        confirmLabel="Erase"
        busyLabel="Erasing..."
        isBusy={erase.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
      {result ? (
        <section aria-label="Erasure result" className="grid gap-3 rounded border p-3">
          <h3 className="font-semibold">Erased</h3>
          <ul className="grid gap-1 text-sm">
            {ERASED.filter(({ key }) => result.erased[key] > 0).map(({ key, text }) => (
              <li key={key}>
                {text}: <span className="font-medium tabular-nums">{formatCount(result.erased[key])}</span>
              </li>
            ))}
            {ERASED.every(({ key }) => result.erased[key] === 0) ? <li>Nothing could be erased.</li> : null}
          </ul>
          <h3 className="font-semibold">Kept, and why</h3>
          <ul aria-label="Records kept" className="grid gap-2 text-sm">
            {result.kept.map((kept) => (
              <li key={`${kept.record}-${kept.id ?? 'all'}`} className="rounded border p-2">
                <p className="font-medium">
                  {RECORDS[kept.record]}
                  {kept.keptUntil ? ` · kept until ${formatDate(`${kept.keptUntil}T00:00:00`)}` : ''}
                </p>
                <p className="text-muted-foreground">{kept.explanation}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
