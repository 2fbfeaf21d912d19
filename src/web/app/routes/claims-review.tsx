import {
  CleanupClaimDialog,
  DenyClaimsDialog,
  DenyDialog,
  SettleDialog,
} from '@/web/features/claim-decisions';
import { ClaimsReviewPage } from '@/web/features/claims-review';

/** Claims Review, whose checks are settled, denied or cleaned up with the claim decision dialogs. */
export default function ClaimsReviewRoute() {
  return (
    <ClaimsReviewPage
      SettleDialog={SettleDialog}
      DenyDialog={DenyDialog}
      DenyClaimsDialog={DenyClaimsDialog}
      CleanupClaimDialog={CleanupClaimDialog}
    />
  );
}
