import type { Control } from 'react-hook-form';
import type { ReplacementDevice, SettlementInput } from '@/domain/schemas/settlement';

/** The Settle Claim form as typed: the replacement device's details are kept while the box is unticked. */
export interface SettleFormValues {
  includesReplacement: boolean;
  replacement: ReplacementDevice;
  notes: string;
  /** Asked for only when the re-verification found changes since the check. */
  overrideReason: string;
  /** Asked for only when triage referred the check. */
  referralReason: string;
}

export const EMPTY_SETTLEMENT: SettleFormValues = {
  includesReplacement: false,
  replacement: { imei: '', make: '', model: '', color: '', storage: '' },
  notes: '',
  overrideReason: '',
  referralReason: '',
};

/** The Settle Claim form's control: typed values in, the settlement the rules passed out. */
export type SettleFormControl = Control<SettleFormValues, unknown, SettlementInput>;
