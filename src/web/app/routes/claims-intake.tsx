import { SettleFromIntake } from '@/web/features/claim-decisions/components/settle-from-intake';
import { ClaimsIntakePage } from '@/web/features/claims-intake/components/claims-intake-page';

/** Claims Intake, whose recorded check may be settled at once. */
export default function ClaimsIntakeRoute() {
  return <ClaimsIntakePage renderResultActions={(checkId) => <SettleFromIntake checkId={checkId} />} />;
}
