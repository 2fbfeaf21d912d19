import { useController, useWatch } from 'react-hook-form';
import { EARLIEST_LOSS_DATE } from '@/domain/loss-date';
import { DatePicker } from '@/web/components/date-picker';
import { FormCheckbox } from '@/web/components/form-checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';
import type { IntakeFormControl } from './intake-form-values';

/** The FNOL box, and the loss date it asks for (no future dates, none before 1900-01-01). */
export function FnolFields({ control, disabled }: { control: IntakeFormControl; disabled: boolean }) {
  const fnol = useWatch({ control, name: 'fnol' });

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
          <LossDatePicker control={control} disabled={disabled} />
          <p id="intake-loss-date-hint" className="text-sm text-muted-foreground">
            When the loss happened: today or earlier.
          </p>
        </FormField>
      ) : null}
    </div>
  );
}

function LossDatePicker({ control, disabled }: { control: IntakeFormControl; disabled: boolean }) {
  const { field } = useController({ control, name: 'lossDate' });
  return (
    <DatePicker
      id="intake-loss-date"
      value={field.value}
      onChange={field.onChange}
      earliest={EARLIEST_LOSS_DATE}
      disabled={disabled}
      describedBy="intake-loss-date-hint"
      className="sm:max-w-56"
    />
  );
}
