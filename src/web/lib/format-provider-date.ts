import { format, isValid, parse, parseISO } from 'date-fns';

const PROVIDER_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd'];

/** A provider date as a Date, or null when it cannot be read. */
export function parseProviderDate(value: string): Date | null {
  for (const pattern of PROVIDER_FORMATS) {
    const date = parse(value, pattern, new Date(0));
    if (isValid(date)) return date;
  }
  const iso = parseISO(value);
  return isValid(iso) ? iso : null;
}

/**
 * Provider dates arrive as `YYYY-MM-DD HH:MM:SS` text (the format is not guaranteed): shown as 'MMM dd, yyyy', with
 * the time where it matters. A missing date reads 'Unknown'; one that cannot be read is shown as sent.
 */
export function formatProviderDate(value: string | null, { withTime = false } = {}): string {
  if (value === null || value.trim() === '') return 'Unknown';
  const date = parseProviderDate(value.trim());
  if (!date) return value;
  return format(date, withTime ? 'MMM dd, yyyy HH:mm:ss' : 'MMM dd, yyyy');
}
