import type { ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CheckDetail } from '@/domain/contracts/checks';
import { decisionMessages } from '@/domain/decision-messages';
import {
  OVERRIDE_REASON_MAX_LENGTH,
  type SettlementInput,
  validateSettlement,
} from '@/domain/schemas/settlement';
import { DeviceReportView } from '@/web/components/device-report/device-report-view';
import { FormCheckbox } from '@/web/components/form-checkbox';
import { FormDialogFooter } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { useSettleCheck } from '@/web/features/claim-decisions/api/settle-check';
import { useDeviceVerification } from '@/web/features/claim-decisions/api/verify-device';
import { notify } from '@/web/lib/notify';
import { notifyRuleFailure, rulesResolver } from '@/web/lib/rules-resolver';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CheckDecisionDialog } from './check-decision-dialog';
import { ClaimDeviceSummary } from './claim-device-summary';
import { ReplacementFields } from './replacement-fields';
import { EMPTY_SETTLEMENT, type SettleFormValues } from './settle-form-values';
import { showDecisionFailure } from './show-decision-failure';
import { VerificationNotice } from './verification-notice';

/** A reason the settlement must give (settling despite changes, or a referred check): a short required text. */
function ReasonField({
  id,
  label,
  ...textarea
}: Omit<ComponentProps<typeof Textarea>, 'id'> & { id: string; label: string }) {
  return (
    <FormField id={id} label={label}>
      <Textarea id={id} maxLength={OVERRIDE_REASON_MAX_LENGTH} rows={2} aria-required="true" {...textarea} />
    </FormField>
  );
}

function SettleForm({
  check,
  onDone,
  onSettled,
}: {
  check: CheckDetail;
  onDone: () => void;
  onSettled: (() => void) | undefined;
}) {
  const settle = usePendingAtOnce(useSettleCheck());
  const verification = useDeviceVerification(check.imei);
  const busy = settle.isPending;
  const isReferred = check.triage?.route === 'refer';
  // The settlement rules in order, with the server's own function, so both show the same first failing message.
  const form = useForm<SettleFormValues, unknown, SettlementInput>({
    defaultValues: EMPTY_SETTLEMENT,
    resolver: rulesResolver(({ includesReplacement, replacement, notes, overrideReason, referralReason }) => {
      const withReplacement = includesReplacement && !check.isTotalLoss;
      const changes = verification.isSuccess ? verification.data.changes : [];
      const settlement = {
        includesReplacement: withReplacement,
        replacement: withReplacement ? replacement : null,
        notes: notes.trim(),
        // The server records the status and the changes shown from this re-verification; none when the dialog
        // showed no result (failed, or still running).
        verificationId: verification.isSuccess ? verification.data.verificationId : null,
        // Asked for, and sent, only when there are changes to settle despite.
        overrideReason: changes.length > 0 ? overrideReason.trim() : '',
        // Asked for, and sent, only for a check that triage referred.
        ...(isReferred ? { referralReason: referralReason.trim() } : {}),
      };
      const valid = validateSettlement(
        { referralReason: '', ...settlement },
        {
          isTotalLoss: check.isTotalLoss,
          originalImei: check.imei,
          changes,
          isReferred,
        },
      );
      return valid.ok ? { ok: true, values: settlement } : valid;
    }),
  });
  const includesReplacement = useWatch({ control: form.control, name: 'includesReplacement' });
  const overrideReason = useWatch({ control: form.control, name: 'overrideReason' });
  // Settling despite changes waits for the reason: the button stays off until one is written.
  const awaitsReason =
    verification.isSuccess && verification.data.changes.length > 0 && overrideReason.trim() === '';

  const onValid = (settlement: SettlementInput) =>
    settle.mutate(
      { checkId: check.id, settlement },
      {
        onSuccess: () => {
          notify.success(decisionMessages.claimSettledTitle, decisionMessages.claimSettled);
          notify.success('Success', decisionMessages.claimAccepted);
          onSettled?.();
          onDone();
        },
        onError: (error) => showDecisionFailure(error, decisionMessages.settleFailed),
      },
    );

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onValid, notifyRuleFailure)} noValidate>
      <ClaimDeviceSummary check={check} />
      <VerificationNotice verification={verification} />
      {verification.isPending ? null : (
        <DeviceReportView
          imei={check.imei}
          report={verification.isSuccess ? verification.data.report : check.report}
        />
      )}
      {verification.isSuccess && verification.data.changes.length > 0 ? (
        <ReasonField
          id="settle-override-reason"
          label={decisionMessages.overrideReasonLabel}
          disabled={busy}
          {...form.register('overrideReason')}
        />
      ) : null}
      {isReferred ? (
        <ReasonField
          id="settle-referral-reason"
          label={decisionMessages.referralReasonLabel}
          disabled={busy}
          {...form.register('referralReason')}
        />
      ) : null}
      {check.isTotalLoss ? (
        <p className="text-sm text-muted-foreground">
          Total-loss claims are settled without a replacement device.
        </p>
      ) : (
        <div className="flex items-center gap-2">
          <FormCheckbox
            control={form.control}
            name="includesReplacement"
            id="settle-includes-replacement"
            disabled={busy}
          />
          <Label htmlFor="settle-includes-replacement">Claim includes replacement device</Label>
        </div>
      )}
      {includesReplacement && !check.isTotalLoss ? (
        <ReplacementFields control={form.control} register={form.register} disabled={busy} />
      ) : null}
      <FormField id="settle-notes" label="Notes (optional)">
        <Textarea id="settle-notes" maxLength={2000} rows={3} disabled={busy} {...form.register('notes')} />
      </FormField>
      <FormDialogFooter
        submitLabel="Settle Claim"
        pendingLabel="Settling..."
        isPending={busy}
        onCancel={onDone}
        cancelDisabled={busy}
        disabled={awaitsReason}
      />
    </form>
  );
}

/** Settle Claim: from the intake result, the Claims Review row menu and the review dialog. */
export function SettleDialog({
  checkId,
  onClose,
  onSettled,
}: {
  checkId: string;
  onClose: () => void;
  onSettled?: () => void;
}) {
  return (
    <CheckDecisionDialog
      checkId={checkId}
      title="Settle Claim"
      description="Record the claim as settled, with the replacement device if there is one."
      width="4xl"
      onClose={onClose}
    >
      {(check) => <SettleForm check={check} onDone={onClose} onSettled={onSettled} />}
    </CheckDecisionDialog>
  );
}
