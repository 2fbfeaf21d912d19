import { Controller } from 'react-hook-form';
import { useClaimTypes } from '@/web/api/claim-types';
import { claimTypeOptions, TotalLossBadge } from '@/web/components/claim-type-name';
import { OptionsSelect } from '@/web/components/options-select';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import type { IntakeFormControl } from './intake-form-values';

const ID = 'intake-claim-type';

/** The organisation's claim types; total-loss ones carry a badge because they need FNOL and a loss date. */
export function ClaimTypeField({ control, disabled }: { control: IntakeFormControl; disabled: boolean }) {
  const claimTypes = useClaimTypes();
  const types = claimTypes.data ?? [];
  const placeholder = claimTypes.isPending ? 'Loading claim types…' : 'Select a claim type';

  return (
    <Controller
      control={control}
      name="claimType"
      render={({ field }) => {
        const chosen = types.find((type) => type.claimType === field.value);
        return (
          <FormField id={ID} label="Claim Type" className="content-start">
            <OptionsSelect
              value={field.value}
              onValueChange={field.onChange}
              disabled={disabled || types.length === 0}
              name={field.name}
              options={claimTypeOptions(types)}
              placeholder={placeholder}
              trigger={{ id: ID, ref: field.ref, onBlur: field.onBlur, 'aria-describedby': `${ID}-hint` }}
            />
            <div id={`${ID}-hint`} className="text-sm text-muted-foreground">
              {claimTypes.isError ? (
                <p className="flex flex-wrap items-center gap-2 text-destructive">
                  Your claim types could not be loaded.
                  <Button type="button" variant="link" size="text" onClick={() => claimTypes.refetch()}>
                    Try again
                  </Button>
                </p>
              ) : claimTypes.isSuccess && types.length === 0 ? (
                <p>Your organization has no claim types yet. An organization admin can add them.</p>
              ) : chosen?.isTotalLoss ? (
                <p className="flex flex-wrap items-center gap-2">
                  <TotalLossBadge /> Needs First Notice of Loss and the loss date.
                </p>
              ) : null}
            </div>
          </FormField>
        );
      }}
    />
  );
}
