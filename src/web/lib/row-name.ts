import { formatDateTime } from './format-date';

/**
 * How a row's buttons and confirmations name it: the IMEI, which several rows may share, then what only this row has,
 * its claim reference when there is one and when it happened: '353328110000013 (claim CLM-1, checked 11/25/2026
 * 10:04:11)'.
 */
export function rowName(
  imei: string,
  { reference, event, at }: { reference?: string | null; event: string; at: string },
): string {
  const own = [reference ? `claim ${reference}` : null, `${event} ${formatDateTime(at)}`];
  return `${imei} (${own.filter(Boolean).join(', ')})`;
}
