import { Search } from 'lucide-react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { IMEI_LENGTH, normaliseImei } from '@/domain/imei';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import { validateIntake } from '@/domain/schemas/claims-intake';
import { useClaimTypes } from '@/web/api/claim-types';
import { ImeiField, useFocusImei } from '@/web/components/imei-field';
import { ImeiFormActions } from '@/web/components/imei-form-actions';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { notifyRuleFailure, rulesResolver } from '@/web/lib/rules-resolver';
import { ClaimTypeField } from './claim-type-field';
import { FnolFields } from './fnol-fields';
import { EMPTY_INTAKE, type IntakeFormValues } from './intake-form-values';

/** The intake form: single use until 'Search Again' clears it together with the result. */
export function IntakeForm({
  isSearching,
  hasResult,
  onSearch,
  onSearchAgain,
}: {
  isSearching: boolean;
  hasResult: boolean;
  onSearch: (intake: ClaimsIntake) => void;
  onSearchAgain: () => void;
}) {
  const claimTypes = useClaimTypes();
  // The intake rules in order, with the server's own function, so both show the same first failing message.
  const form = useForm<IntakeFormValues, unknown, ClaimsIntake>({
    defaultValues: EMPTY_INTAKE,
    resolver: rulesResolver((values) => {
      const isTotalLoss = (name: string) =>
        claimTypes.data?.find((type) => type.claimType === name)?.isTotalLoss;
      // The loss date is asked for with FNOL only: one left behind by unticking FNOL is not sent.
      const shownLossDate = values.fnol ? values.lossDate || null : null;
      const intake = { ...values, reference: values.reference.trim(), lossDate: shownLossDate };
      const result = validateIntake(intake, isTotalLoss);
      if (!result.ok) return result;
      const { imei, reference, claimType, fnol, lossDate } = result;
      return { ok: true, values: { imei, reference: reference ?? '', claimType, fnol, lossDate } };
    }),
  });
  const [imei, claimType] = useWatch({ control: form.control, name: ['imei', 'claimType'] });
  const isLocked = isSearching || hasResult;
  // Off from the submit itself (validation runs before the search starts), so a double click searches once.
  const canSearch = Boolean(imei?.trim()) && Boolean(claimType) && !isLocked && !form.formState.isSubmitting;

  useFocusImei(hasResult, form);

  const submit = form.handleSubmit((intake) => {
    if (!isLocked) onSearch(intake);
  }, notifyRuleFailure);

  // Enter runs the rules even while Search is disabled, so the user learns what is missing.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  // A pasted IMEI often carries spaces or dashes; keep its digits so the 15-character limit does not cut it.
  const pasteImei = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const digits = normaliseImei(pasted);
    if (digits === pasted) return;
    event.preventDefault();
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const next =
      value.slice(0, selectionStart ?? value.length) + digits + value.slice(selectionEnd ?? value.length);
    form.setValue('imei', next.slice(0, IMEI_LENGTH), { shouldDirty: true });
  };

  const searchAgain = () => {
    form.reset(EMPTY_INTAKE);
    onSearchAgain();
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form noValidate onSubmit={submit} aria-label="Claims intake" className="grid gap-6">
          <div className="grid gap-5 md:grid-cols-2">
            <ImeiField
              id="intake-imei"
              hint="Dial *#06# on the phone to show it. Press Enter to search."
              className="content-start"
              disabled={isLocked}
              onKeyDown={submitOnEnter}
              onPaste={pasteImei}
              {...form.register('imei')}
            />
            <FormField id="intake-reference" label="Claim Reference (optional)" className="content-start">
              <Input
                id="intake-reference"
                autoComplete="off"
                maxLength={100}
                placeholder="Your claim number"
                disabled={isLocked}
                onKeyDown={submitOnEnter}
                {...form.register('reference')}
              />
            </FormField>
            <ClaimTypeField control={form.control} disabled={isLocked} />
            <FnolFields control={form.control} disabled={isLocked} />
          </div>
          <ImeiFormActions
            isPending={isSearching}
            pendingLabel="Searching..."
            icon={<Search aria-hidden="true" />}
            disabled={!canSearch}
            className="min-w-32"
            startOver={hasResult ? { label: 'Search Again', onClick: searchAgain } : null}
          >
            Search
          </ImeiFormActions>
        </form>
      </CardContent>
    </Card>
  );
}
