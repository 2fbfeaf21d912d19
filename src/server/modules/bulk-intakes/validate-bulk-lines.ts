import { format } from 'date-fns';
import { parseFnol } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { imeiMatchKey, validateImei } from '@/domain/imei';
import { intakeMessages, previouslyCheckedMessage } from '@/domain/intake-messages';
import { latestTodayAnywhere } from '@/domain/loss-date';
import { ClaimsIntakeSchema, type ValidIntake, validateIntake } from '@/domain/schemas/claims-intake';
import type { BulkLine } from './parse-bulk-file';
import type { BulkContext } from './queries';

export interface LineProblem {
  line: number;
  title: string;
  message: string;
}
export type ValidLine = ValidIntake & { line: number };

/** The IMEI keys of the lines whose IMEI is well formed: the earlier records to look up, in one statement. */
export function imeiKeysOf(lines: BulkLine[]): string[] {
  const keys = new Set<string>();
  for (const { cells } of lines) {
    const imei = cells ? validateImei(cells.imei) : null;
    if (imei?.ok) keys.add(imeiMatchKey(imei.imei));
  }
  return [...keys];
}

/**
 * Every line through the single intake's rules, in the same order and words (the form's schema, `validateIntake`,
 * then checked before, settled, denied), plus two of its own: a device a line earlier in the file already asks for,
 * or one waiting in another bulk upload, is reported, not searched twice. Nothing is searched here.
 */
export function validateBulkLines(lines: BulkLine[], context: BulkContext) {
  const valid: ValidLine[] = [];
  const problems: LineProblem[] = [];
  const firstLineOf = new Map<string, number>();
  const today = latestTodayAnywhere();
  const isTotalLoss = (name: string) =>
    context.claimTypes.find((type) => type.claimType === name)?.isTotalLoss;
  for (const { line, cells, cellCount } of lines) {
    const fail = (message: string, title: string = intakeMessages.validationError) =>
      problems.push({ line, title, message });
    if (!cells) {
      fail(bulkIntakeMessages.wrongCellCount(cellCount));
      continue;
    }
    const fnol = parseFnol(cells.fnol);
    if (fnol === null) {
      fail(bulkIntakeMessages.fnolInvalid);
      continue;
    }
    const parsed = ClaimsIntakeSchema.safeParse({
      imei: cells.imei,
      reference: cells.reference,
      claimType: cells.claim_type,
      fnol,
      lossDate: cells.loss_date.trim() || null,
    });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? intakeMessages.validationError);
      continue;
    }
    const intake = validateIntake(parsed.data, isTotalLoss, today);
    if (!intake.ok) {
      fail(intake.message, intake.title);
      continue;
    }
    const key = imeiMatchKey(intake.imei);
    const earlierLine = firstLineOf.get(key);
    if (earlierLine !== undefined) {
      fail(bulkIntakeMessages.duplicateInFile(earlierLine));
      continue;
    }
    firstLineOf.set(key, line);
    const record = context.records.get(key);
    if (record?.checkedAt) {
      fail(
        previouslyCheckedMessage(format(record.checkedAt, 'MM/dd/yyyy')),
        intakeMessages.previouslyCheckedTitle,
      );
    } else if (record?.isSettled) fail(intakeMessages.alreadySettled, intakeMessages.alreadySettledTitle);
    else if (record?.isDenied) fail(intakeMessages.alreadyDenied, intakeMessages.alreadyDeniedTitle);
    else if (context.waiting.has(key)) fail(bulkIntakeMessages.waitingElsewhere);
    else valid.push({ ...intake, line });
  }
  return { valid, problems };
}
