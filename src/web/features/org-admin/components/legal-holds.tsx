import { useState } from 'react';
import { type LegalHold, LegalHoldCreateSchema } from '@/domain/contracts/data-retention';
import type { LegalHoldKind } from '@/domain/data-retention';
import { LoadStatus } from '@/web/components/load-status';
import { PlainForm } from '@/web/components/plain-form';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import {
  useLegalHolds,
  usePlaceLegalHold,
  useReleaseLegalHold,
} from '@/web/features/org-admin/api/data-retention';
import { formatDate } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { SelectField } from './select-field';

const KIND_OPTIONS: { value: LegalHoldKind; label: string }[] = [
  { value: 'claimReference', label: 'Claim reference' },
  { value: 'imei', label: 'IMEI' },
  { value: 'check', label: 'Check ID' },
];
const FIELD: Record<LegalHoldKind, 'claimReference' | 'imei' | 'checkId'> = {
  claimReference: 'claimReference',
  imei: 'imei',
  check: 'checkId',
};

function heldRecord(hold: LegalHold) {
  if (hold.kind === 'check') return `Check ${hold.checkId}`;
  if (hold.kind === 'imei') return `IMEI ${hold.imei}`;
  return `Claim reference ${hold.claimReference}`;
}

/** Legal holds in force, each with its release, and the form that puts records on hold. */
export function LegalHolds() {
  const holds = useLegalHolds();
  const place = usePlaceLegalHold();
  const release = useReleaseLegalHold();
  const [kind, setKind] = useState<string>('claimReference');
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');

  function submit() {
    const hold = LegalHoldCreateSchema.safeParse({
      [FIELD[kind as LegalHoldKind]]: target.trim(),
      reason,
    });
    if (!hold.success) {
      notify.error('Error placing hold', hold.error.issues[0]?.message);
      return;
    }
    place.mutate(hold.data, {
      onSuccess: () => {
        notify.success('Hold placed', 'The records are exempt from retention and erasure until released.');
        setTarget('');
        setReason('');
      },
      onError: (error) => notifyFailure('Error placing hold', error),
    });
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">Legal holds</h3>
      <PlainForm className="grid gap-3 sm:grid-cols-[12rem_1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <SelectField
          id="legal-hold-kind"
          label="Hold by"
          options={KIND_OPTIONS}
          value={kind}
          onValueChange={setKind}
        />
        <FormField id="legal-hold-target" label="Record">
          <Input id="legal-hold-target" value={target} onChange={(event) => setTarget(event.target.value)} />
        </FormField>
        <FormField id="legal-hold-reason" label="Reason">
          <Input id="legal-hold-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <SubmitButton isPending={place.isPending} pendingLabel="Placing...">
          Place hold
        </SubmitButton>
      </PlainForm>
      <LoadStatus
        query={holds}
        loadingLabel="Loading legal holds"
        retry
        failure="Failed to load legal holds"
      />
      {holds.data ? (
        holds.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No records are on hold.</p>
        ) : (
          <ul aria-label="Legal holds in force" className="grid gap-2">
            {holds.data.items.map((hold) => (
              <li
                key={hold.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border p-3"
              >
                <div>
                  <p className="font-medium break-all">{heldRecord(hold)}</p>
                  <p className="text-sm text-muted-foreground">
                    {hold.reason} · since {formatDate(hold.createdAt)}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={release.isPending}
                  aria-label={`Release hold on ${heldRecord(hold)}`}
                  onClick={() =>
                    release.mutate(hold.id, {
                      onSuccess: () =>
                        notify.success('Hold released', `${heldRecord(hold)} is no longer held.`),
                      onError: (error) => notifyFailure('Error releasing hold', error),
                    })
                  }
                >
                  Release
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
