import { type ComponentProps, useEffect, useRef } from 'react';
import { IMEI_LENGTH } from '@/domain/imei';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/** The 15-digit IMEI input with its label and the hint under it ('Dial *#06# on the phone to show it. …'). */
export function ImeiField({
  id,
  hint,
  className,
  ...input
}: ComponentProps<typeof Input> & { id: string; hint: string }) {
  return (
    <FormField id={id} label="IMEI" className={className}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={IMEI_LENGTH}
        placeholder="15-digit IMEI"
        className="font-mono"
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );
}

/**
 * The IMEI is typed straight away: when the form opens without a result, and again once the result is cleared (New
 * Search, Search Again).
 */
export function useFocusImei(hasResult: boolean, form: { setFocus: (name: 'imei') => void }) {
  const wasLocked = useRef(true);
  useEffect(() => {
    if (wasLocked.current && !hasResult) form.setFocus('imei');
    wasLocked.current = hasResult;
  }, [hasResult, form]);
}
