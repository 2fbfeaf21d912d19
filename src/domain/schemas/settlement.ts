import { z } from 'zod';
import { decisionMessages } from '@/domain/decision-messages';
import { imeiMatchKey, validateImei } from '@/domain/imei';
import { shownText } from '@/domain/well-formed-text';

/** The longest reason for settling despite changes. */
export const OVERRIDE_REASON_MAX_LENGTH = 1000;

const detail = shownText().trim().max(100, decisionMessages.replacementFieldTooLong);

/** The Settle Claim form as sent; `validateSettlement` applies the settlement rules to it in order. */
export const SettlementSchema = z
  .strictObject({
    includesReplacement: z.boolean(),
    replacement: z
      .strictObject({
        imei: z.string().max(64),
        make: detail,
        model: detail,
        color: detail,
        storage: detail,
      })
      .nullable()
      .default(null),
    notes: shownText().trim().max(2000, decisionMessages.notesTooLong).default(''),
    /**
     * The re-verification the dialog showed (POST /api/v1/device-verifications); null when it failed. The server
     * settles on the device's latest re-verification: one named here must be that one.
     */
    verificationId: z.uuid().nullable().default(null),
    /** Why the claim is settled although the device changed since the check; required then, refused otherwise. */
    overrideReason: shownText()
      .trim()
      .max(OVERRIDE_REASON_MAX_LENGTH, decisionMessages.overrideReasonTooLong)
      .default(''),
    /** Why a claim that triage referred is settled; required when the check's route is refer, ignored otherwise. */
    referralReason: shownText()
      .trim()
      .max(OVERRIDE_REASON_MAX_LENGTH, decisionMessages.overrideReasonTooLong)
      .default(''),
  })
  .meta({
    example: {
      includesReplacement: true,
      replacement: {
        imei: '356938035643809',
        make: 'Apple',
        model: 'iPhone 15',
        color: 'Blue',
        storage: '128GB',
      },
      notes: 'Screen replaced',
      verificationId: null,
      overrideReason: '',
      referralReason: '',
    },
  });
export type SettlementInput = z.input<typeof SettlementSchema>;

export interface ReplacementDevice {
  imei: string;
  make: string;
  model: string;
  color: string;
  storage: string;
}
export type ValidSettlement = {
  ok: true;
  replacement: ReplacementDevice | null;
  notes: string | null;
  overrideReason: string | null;
  /** The reason for settling a referred claim; null when the check was not referred. */
  referralReason: string | null;
};
export type SettlementFailure = { ok: false; title: string; message: string };

/**
 * The settlement rules, in order. A device whose status changed since the check (`changes`, the comparison of the
 * check with the re-verification) is settled only with the handler's reason; without changes that reason is refused.
 * A claim that triage referred is settled only with a reason: its own, or the reason given for the changes.
 * Then the replacement device: total-loss claims take none; otherwise, when the claim includes one, all five details
 * are required and the IMEI must pass the IMEI rules (and not be the claimed device). The pending-check rule ('Cannot
 * Use This IMEI') needs the database and runs on the server after these.
 */
export function validateSettlement(
  input: z.output<typeof SettlementSchema>,
  context: {
    isTotalLoss: boolean;
    originalImei: string;
    changes: readonly string[];
    /** Whether triage referred the check (its current route is refer). */
    isReferred?: boolean;
  },
): ValidSettlement | SettlementFailure {
  const fail = (title: string, message: string): SettlementFailure => ({ ok: false, title, message });
  const notes = input.notes || null;
  const overrideReason = input.overrideReason || null;
  if (context.changes.length > 0 && !overrideReason) {
    return fail(decisionMessages.overrideReasonTitle, decisionMessages.overrideReasonRequired);
  }
  if (context.changes.length === 0 && overrideReason) {
    return fail(decisionMessages.validationError, decisionMessages.overrideReasonWithoutChanges);
  }
  // One explanation is enough: the reason for settling despite the changes also answers the referral.
  const referralReason = context.isReferred ? input.referralReason || overrideReason : null;
  if (context.isReferred && !referralReason) {
    return fail(decisionMessages.referralReasonTitle, decisionMessages.referralReasonRequired);
  }
  if (!input.includesReplacement) {
    if (input.replacement)
      return fail(decisionMessages.validationError, decisionMessages.replacementNotIncluded);
    return { ok: true, replacement: null, notes, overrideReason, referralReason };
  }
  if (context.isTotalLoss)
    return fail(decisionMessages.validationError, decisionMessages.replacementNotForTotalLoss);
  const fields = input.replacement;
  if (!fields || Object.values(fields).some((value) => value.trim() === '')) {
    return fail(decisionMessages.incompleteReplacementTitle, decisionMessages.incompleteReplacement);
  }
  const imei = validateImei(fields.imei);
  if (!imei.ok) return fail(decisionMessages.invalidImeiTitle, imei.message);
  if (imeiMatchKey(imei.imei) === imeiMatchKey(context.originalImei)) {
    return fail(decisionMessages.invalidImeiTitle, decisionMessages.replacementSameAsOriginal);
  }
  return { ok: true, replacement: { ...fields, imei: imei.imei }, notes, overrideReason, referralReason };
}

/** The longest note a denial takes. */
export const DENIAL_NOTE_MAX_LENGTH = 1000;

/** The Deny Claim form as sent: a reason from the organisation's list and an optional note. */
export const DenialSchema = z
  .strictObject({
    denialReason: z.string().trim().max(200).default(''),
    notes: shownText().trim().max(DENIAL_NOTE_MAX_LENGTH, decisionMessages.denialNoteTooLong).default(''),
  })
  .meta({
    example: {
      denialReason: 'Device blocked',
      notes: 'Blocked on Vodafone UK as stolen (police report 4471)',
    },
  });
export type DenialInput = z.input<typeof DenialSchema>;
