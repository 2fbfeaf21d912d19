import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CheckDetail } from '@/domain/contracts/checks';
import { claimDeniedMessage, decisionMessages } from '@/domain/decision-messages';
import { DENIAL_NOTE_MAX_LENGTH, type DenialInput, DenialSchema } from '@/domain/schemas/settlement';
import { useDenialReasons } from '@/web/api/denial-reasons';
import { FormDialogFooter } from '@/web/components/form-dialog';
import { NoteField } from '@/web/components/note-field';
import { OptionsSelect } from '@/web/components/options-select';
import { FormField } from '@/web/components/ui/form-field';
import { useDenyCheck } from '@/web/features/claim-decisions/api/deny-check';
import { ApiError } from '@/web/lib/api-client';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { NOTICE_DURATION_MS, notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CheckDecisionDialog } from './check-decision-dialog';
import { ClaimDeviceSummary } from './claim-device-summary';
import { showDecisionFailure } from './show-decision-failure';

const REASON_ID = 'deny-reason';
const NOTE_ID = 'deny-note';

/** A reason must be chosen from the organisation's list; the server refuses none with the same message. */
const DenyFormSchema = DenialSchema.extend({
  denialReason: DenialSchema.shape.denialReason.pipe(
    z.string().min(1, decisionMessages.denialReasonRequired),
  ),
});
type DenyFormValues = z.output<typeof DenyFormSchema>;

function DenyForm({
  check,
  onDone,
  onDenied,
}: {
  check: CheckDetail;
  onDone: () => void;
  onDenied: (() => void) | undefined;
}) {
  const reasons = useDenialReasons();
  const form = useForm<DenialInput, unknown, DenyFormValues>({
    resolver: zodResolver(DenyFormSchema),
    defaultValues: { denialReason: '', notes: '' },
    // The notice says what is missing; the focus stays where it was.
    shouldFocusError: false,
  });
  const deny = usePendingAtOnce(useDenyCheck());
  const busy = deny.isPending;
  useEffect(() => {
    if (reasons.isError) notify.error('Error', decisionMessages.denialReasonsFailed);
  }, [reasons.isError]);

  const onValid = ({ denialReason, notes }: DenyFormValues) =>
    deny.mutate(
      { checkId: check.id, denialReason, notes },
      {
        onSuccess: ({ denialReason }) => {
          notify.success(decisionMessages.claimDeniedTitle, claimDeniedMessage(denialReason));
          notify.success('Success', decisionMessages.claimDeniedSuccess);
          onDenied?.();
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_DENIED') {
            notify.warning(decisionMessages.alreadyDeniedTitle, error.message, NOTICE_DURATION_MS);
            onDenied?.();
            onDone();
          } else {
            showDecisionFailure(error, decisionMessages.denyFailed);
          }
        },
      },
    );

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} noValidate>
      <ClaimDeviceSummary check={check} />
      <FormField id={REASON_ID} label="Denial Reason">
        <Controller
          control={form.control}
          name="denialReason"
          render={({ field }) => (
            <OptionsSelect
              value={field.value}
              onValueChange={field.onChange}
              disabled={busy || !reasons.data}
              options={(reasons.data ?? []).map(({ denialReason }) => ({
                value: denialReason,
                label: denialReason,
              }))}
              placeholder={reasons.isPending ? 'Loading denial reasons…' : 'Select a denial reason'}
              trigger={{ id: REASON_ID, 'aria-required': 'true' }}
            />
          )}
        />
        {reasons.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your organization has no denial reasons yet. An organization admin can add them in the Org Admin
            Panel.
          </p>
        ) : null}
      </FormField>
      <NoteField
        id={NOTE_ID}
        label="Note (optional)"
        hint="Shown in Denied Claim Details and exported. At most 1,000 characters."
        maxLength={DENIAL_NOTE_MAX_LENGTH}
        disabled={busy}
        {...form.register('notes')}
      />
      <FormDialogFooter
        submitLabel="Deny Claim"
        pendingLabel="Denying..."
        isPending={busy}
        onCancel={onDone}
        cancelDisabled={busy}
        variant="destructive"
      />
    </form>
  );
}

/** Deny Claim: a reason from the organisation's list and an optional note. `onDenied` runs, before `onClose`, once the claim is denied. */
export function DenyDialog({
  checkId,
  onClose,
  onDenied,
}: {
  checkId: string;
  onClose: () => void;
  onDenied?: () => void;
}) {
  return (
    <CheckDecisionDialog
      checkId={checkId}
      title="Deny Claim"
      description="Record why this claim is denied."
      className="max-w-lg"
      onClose={onClose}
    >
      {(check) => <DenyForm check={check} onDone={onClose} onDenied={onDenied} />}
    </CheckDecisionDialog>
  );
}
