import type { ErrorCode } from '@/domain/errors';
import { imeiMatchKey } from '@/domain/imei';
import { AppError } from '@/server/errors';
import type { ClaimTypes } from '@/server/modules/claims-intake';
import { parseBulkFile } from './parse-bulk-file';
import { checkBulkLines, type LineProblem, type ValidLine } from './validate-bulk-lines';

export interface BulkFileTask {
  bytes: Uint8Array;
  claimTypes: ClaimTypes;
  today: Date;
}

/** A file read and checked line by line, or the refusal of the whole file (sent back as data: errors lose their class between threads). */
export type BulkFileChecked =
  | { ok: true; total: number; candidates: ValidLine[]; problems: LineProblem[]; imeiKeys: string[] }
  | { ok: false; refusal: { status: number; code: ErrorCode; message: string; title?: string } };

/**
 * The CPU work of a bulk file, run on a worker thread (see bulk-file-checker.ts): decode and parse it, then every line
 * through the intake rules that need no database. Its default export is what the worker pool calls.
 */
export default function checkBulkFile({ bytes, claimTypes, today }: BulkFileTask): BulkFileChecked {
  try {
    const lines = parseBulkFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const { candidates, problems } = checkBulkLines(lines, claimTypes, today);
    const imeiKeys = [...new Set(candidates.map((line) => imeiMatchKey(line.imei)))];
    return { ok: true, total: lines.length, candidates, problems, imeiKeys };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      refusal: { status: error.statusCode, code: error.code, message: error.message, title: error.title },
    };
  }
}
