import { downloadFile } from '@/web/lib/download-file';

/** Pretty-printed JSON, as viewed, copied and downloaded. */
export const prettyJson = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** A file-name-safe moment: 2025-03-04T10-15-30-000Z. */
export const fileTimestamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');

export const downloadJson = (value: unknown, fileName: string) =>
  downloadFile(prettyJson(value), fileName, 'application/json');
