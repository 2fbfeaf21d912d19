import { parseFnol } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import type { EarlierRecord } from '@/domain/earlier-record';
import { earlierRecordRefusal } from '@/domain/earlier-record';
import { imeiMatchKey } from '@/domain/imei';
import { intakeMessages } from '@/domain/intake-messages';
import { ClaimsIntakeSchema, type ValidIntake, validateIntake } from '@/domain/schemas/claims-intake';
import type { ClaimTypes } from '@/server/modules/claims-intake';
import type { BulkLine } from './parse-bulk-file';

/** A line that cannot be checked: where it is, its cells as written, and the intake's words for why. */
export interface LineProblem {
  line: number;
  imei: string | null;
  claimType: string | null;
  reference: string | null;
  title: string;
  message: string;
}
export type ValidLine = ValidIntake & { line: number };

/**
 * Every line through the single intake's rules, in the same order and words (the form's schema, then
 * `validateIntake`), plus one rule of the file: a device a line earlier in the file already asks for is reported with
 * that line's number, not searched twice. Pure (no database): it runs on a worker thread; the earlier records are
 * asked afterwards (`refuseEarlierRecords`).
 */
export function checkBulkLines(lines: BulkLine[], claimTypes: ClaimTypes, today: Date) {
  const candidates: ValidLine[] = [];
  const problems: LineProblem[] = [];
  const firstLineOf = new Map<string, number>();
  const isTotalLoss = (name: string) => claimTypes.find((type) => type.claimType === name)?.isTotalLoss;
  for (const { line, cells, cellCount } of lines) {
    const fail = (message: string, title: string = intakeMessages.validationError) =>
      problems.push({
        line,
        imei: cells?.imei.trim() || null,
        claimType: cells?.claim_type.trim() || null,
        reference: cells?.reference.trim() || null,
        title,
        message,
      });
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
    candidates.push({ ...intake, line });
  }
  return { candidates, problems };
}

/**
 * The intake's rule on earlier records (`earlierRecordRefusal`, as the single intake asks it) for every line that
 * passed the others, plus a device waiting in another bulk upload of the organisation (searched once, there).
 * Problems come back in file order.
 */
export function refuseEarlierRecords(
  checked: { candidates: ValidLine[]; problems: LineProblem[] },
  context: { records: Map<string, EarlierRecord>; waiting: Set<string> },
) {
  const valid: ValidLine[] = [];
  const problems = [...checked.problems];
  for (const candidate of checked.candidates) {
    const key = imeiMatchKey(candidate.imei);
    const fail = (message: string, title: string = intakeMessages.validationError) =>
      problems.push({
        line: candidate.line,
        imei: candidate.imei,
        claimType: candidate.claimType,
        reference: candidate.reference,
        title,
        message,
      });
    const refused = earlierRecordRefusal(context.records.get(key));
    if (refused) fail(refused.message, refused.title);
    else if (context.waiting.has(key)) fail(bulkIntakeMessages.waitingElsewhere);
    else valid.push(candidate);
  }
  problems.sort((a, b) => a.line - b.line);
  return { valid, problems };
}
