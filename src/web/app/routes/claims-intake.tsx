import { SettleFromIntake } from '@/web/features/claim-decisions';
import { ClaimsIntakePage } from '@/web/features/claims-intake';

/** Claims Intake, whose recorded check may be settled at once. */
export default function ClaimsIntakeRoute() {
  return <ClaimsIntakePage renderResultActions={(checkId) => <SettleFromIntake checkId={checkId} />} />;
}
