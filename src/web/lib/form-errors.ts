import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messages } from '@/domain/messages';
import { NOTICE_DURATION_MS, notify } from './notify';

/** The first failing message in schema order: a form shows only that one and stops the submission. */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/** The invalid-submit handler every form uses: a 'Validation Error' notice with the first failing message. */
export function notifyFirstFormError<T extends FieldValues>(errors: FieldErrors<T>): void {
  notify.error(messages.validationError, firstFormError(errors), NOTICE_DURATION_MS);
}
