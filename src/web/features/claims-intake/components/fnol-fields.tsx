import { type UseFormRegister, useWatch } from 'react-hook-form';
import { EARLIEST_LOSS_DATE, isoDay } from '@/domain/loss-date';
import { FormCheckbox } from '@/web/components/form-checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import type { IntakeFormControl, IntakeFormValues } from './intake-form-values';

/** The FNOL box, and the loss date it asks for (no future dates, none before 1900-01-01). */
export function FnolFields({
  control,
  register,
  disabled,
}: {
  control: IntakeFormControl;
  register: UseFormRegister<IntakeFormValues>;
  disabled: boolean;
}) {
  const fnol = useWatch({ control, name: 'fnol' });
  const today = isoDay();

  return (
    <div className="grid content-start gap-4">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3 md:mt-6">
        <FormCheckbox
          control={control}
          name="fnol"
          id="intake-fnol"
          disabled={disabled}
          aria-describedby="intake-fnol-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="intake-fnol">Mark as First Notice of Loss</Label>
          <p id="intake-fnol-hint" className="text-sm text-muted-foreground">
            First Notice of Loss (FNOL) is the policyholder’s first report of this loss. Total-loss claims
            need it, with the date the loss happened.
          </p>
        </div>
      </div>
      {fnol ? (
        <FormField id="intake-loss-date" label="Loss Date">
          <Input
            id="intake-loss-date"
            type="date"
            min={EARLIEST_LOSS_DATE}
            max={today}
            disabled={disabled}
            aria-describedby="intake-loss-date-hint"
            className="sm:max-w-56"
            {...register('lossDate')}
          />
          <p id="intake-loss-date-hint" className="text-sm text-muted-foreground">
            When the loss happened: today or earlier.
          </p>
        </FormField>
      ) : null}
    </div>
  );
}
