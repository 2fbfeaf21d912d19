import { CleanupClaimDialog } from '@/web/features/claim-decisions/components/cleanup-claim-dialog';
import { DenyDialog } from '@/web/features/claim-decisions/components/deny-dialog';
import { SettleDialog } from '@/web/features/claim-decisions/components/settle-dialog';
import { ClaimsReviewPage } from '@/web/features/claims-review/components/claims-review-page';

/** Claims Review, whose checks are settled, denied or cleaned up with the claim decision dialogs. */
export default function ClaimsReviewRoute() {
  return (
    <ClaimsReviewPage
      SettleDialog={SettleDialog}
      DenyDialog={DenyDialog}
      CleanupClaimDialog={CleanupClaimDialog}
    />
  );
}
