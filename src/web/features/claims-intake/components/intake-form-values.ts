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
