import { z } from 'zod';
import { validateImei } from '@/domain/imei';
import { intakeMessages } from '@/domain/intake-messages';
import { checkLossDate } from '@/domain/loss-date';
import { shownText } from '@/domain/well-formed-text';

/** The intake form as sent; the intake rules run in order on it through `validateIntake`. */
export const ClaimsIntakeSchema = z
  .strictObject({
    imei: z.string().max(64, intakeMessages.imeiLength),
    reference: shownText().trim().max(100, intakeMessages.referenceTooLong).default(''),
    claimType: z.string().trim().max(100),
    fnol: z.boolean(),
    lossDate: z.iso.date(intakeMessages.lossDateInvalid).nullable(),
  })
  // What the API documentation shows a claim system to send.
  .meta({
    example: {
      imei: '353328110000013',
      reference: 'CLM-2026-0042',
      claimType: 'Theft',
      fnol: true,
      lossDate: '2026-11-20',
    },
  });
export type ClaimsIntake = z.input<typeof ClaimsIntakeSchema>;

export interface IntakeFailure {
  ok: false;
  title: string;
  message: string;
}
export interface ValidIntake {
  ok: true;
  imei: string;
  reference: string | null;
  claimType: string;
  fnol: boolean;
  lossDate: string | null;
}

/**
 * The intake rules, in order: (1) an IMEI is entered, (2) a claim type of the organisation is chosen, (3) a total-loss
 * type needs FNOL, (4) FNOL needs a loss date, neither in the future nor before 1900, and a loss date needs FNOL (it
 * is never dropped unsaid), (5) the IMEI is 15 digits with a valid check digit. The first failing rule is the only message shown.
 * `isTotalLoss` answers for the organisation's claim types (undefined when the type is not one of them).
 */
export function validateIntake(
  input: z.output<typeof ClaimsIntakeSchema>,
  isTotalLoss: (claimType: string) => boolean | undefined,
  today: Date = new Date(),
): ValidIntake | IntakeFailure {
  const fail = (message: string, title: string = intakeMessages.validationError): IntakeFailure => ({
    ok: false,
    title,
    message,
  });
  if (!input.imei.trim()) return fail(intakeMessages.imeiRequired);
  if (!input.claimType) return fail(intakeMessages.claimTypeRequired);
  const totalLoss = isTotalLoss(input.claimType);
  if (totalLoss === undefined) return fail(intakeMessages.claimTypeUnknown);
  if (totalLoss && !input.fnol) return fail(intakeMessages.fnolRequired);
  if (input.fnol && !input.lossDate) return fail(intakeMessages.lossDateRequired);
  if (!input.fnol && input.lossDate) return fail(intakeMessages.lossDateWithoutFnol);
  if (input.fnol && input.lossDate) {
    const problem = checkLossDate(input.lossDate, today);
    if (problem) return fail(problem);
  }
  const imei = validateImei(input.imei);
  if (!imei.ok) return fail(imei.message, intakeMessages.invalidImeiTitle);
  return {
    ok: true,
    imei: imei.imei,
    reference: input.reference || null,
    claimType: input.claimType,
    fnol: input.fnol,
    lossDate: input.lossDate,
  };
}
