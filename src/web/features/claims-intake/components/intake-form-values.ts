import type { Control } from 'react-hook-form';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';

/** The intake form as typed; `lossDate` is '' until a date is picked. */
export interface IntakeFormValues {
  imei: string;
  reference: string;
  claimType: string;
  fnol: boolean;
  lossDate: string;
}

export const EMPTY_INTAKE: IntakeFormValues = {
  imei: '',
  reference: '',
  claimType: '',
  fnol: false,
  lossDate: '',
};

/** The intake form's control: typed values in, the intake the rules passed out. */
export type IntakeFormControl = Control<IntakeFormValues, unknown, ClaimsIntake>;
