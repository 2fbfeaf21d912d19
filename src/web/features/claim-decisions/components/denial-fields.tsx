import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { decisionMessages } from '@/domain/decision-messages';
import { DENIAL_NOTE_MAX_LENGTH, type DenialInput, DenialSchema } from '@/domain/schemas/settlement';
import { useDenialReasons } from '@/web/api/denial-reasons';
import { NoteField } from '@/web/components/note-field';
import { OptionsSelect } from '@/web/components/options-select';
import { FormField } from '@/web/components/ui/form-field';
import { notify } from '@/web/lib/notify';

/** A reason must be chosen from the organisation's list; the server refuses none with the same message. */
export const DenyFormSchema = DenialSchema.extend({
  denialReason: DenialSchema.shape.denialReason.pipe(
    z.string().min(1, decisionMessages.denialReasonRequired),
  ),
});
export type DenyFormValues = z.output<typeof DenyFormSchema>;

/** A denial's form, for one claim or several: empty, checked on submission, the notice saying what is missing. */
export function useDenyForm() {
  return useForm<DenialInput, unknown, DenyFormValues>({
    resolver: zodResolver(DenyFormSchema),
    defaultValues: { denialReason: '', notes: '' },
    // The notice says what is missing; the focus stays where it was.
    shouldFocusError: false,
  });
}

/**
 * What a denial says, for one claim or several: a reason from the organisation's list (a notice if the list cannot be
 * read, a hint if it is empty) and an optional note.
 */
export function DenialFields({
  form,
  busy,
  idPrefix,
}: {
  form: UseFormReturn<DenialInput, unknown, DenyFormValues>;
  busy: boolean;
  idPrefix: string;
}) {
  const reasons = useDenialReasons();
  useEffect(() => {
    if (reasons.isError) notify.error('Error', decisionMessages.denialReasonsFailed);
  }, [reasons.isError]);
  const reasonId = `${idPrefix}-reason`;
  return (
    <>
      <FormField id={reasonId} label="Denial Reason">
        <Controller
          control={form.control}
          name="denialReason"
          render={({ field }) => (
            <OptionsSelect
              value={field.value}
              onValueChange={field.onChange}
              disabled={busy || !reasons.data}
              options={(reasons.data ?? []).map(({ denialReason }) => ({
                value: denialReason,
                label: denialReason,
              }))}
              placeholder={reasons.isPending ? 'Loading denial reasons…' : 'Select a denial reason'}
              trigger={{ id: reasonId, 'aria-required': 'true' }}
            />
          )}
        />
        {reasons.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your organization has no denial reasons yet. An organization admin can add them in the Org Admin
            Panel.
          </p>
        ) : null}
      </FormField>
      <NoteField
        id={`${idPrefix}-note`}
        label="Note (optional)"
        hint="Shown in Denied Claim Details and exported. At most 1,000 characters."
        maxLength={DENIAL_NOTE_MAX_LENGTH}
        disabled={busy}
        {...form.register('notes')}
      />
    </>
  );
}
