import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first failing message in schema order: the spec shows only that one and stops the submission. */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return undefined;
}
