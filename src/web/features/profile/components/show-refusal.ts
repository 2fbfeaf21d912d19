import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/web/lib/api-client';
import { serverRefused } from '@/web/lib/describe-failure';
import { notifyFailure } from '@/web/lib/notify-failure';

/**
 * The server's refusal of what was typed (Incorrect password, Invalid code, Two-factor sign-in is required...) goes
 * under the field, as a validation message does; a failure that is not about the input (the server or the network
 * is down) is a notice.
 */
export function showRefusalUnder<T extends FieldValues>(
  form: UseFormReturn<T>,
  field: Path<T>,
  error: Error,
  failureTitle: string,
): void {
  if (error instanceof ApiError && serverRefused(error)) {
    form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  notifyFailure(failureTitle, error);
}
