import { ClaimsReviewPage } from '../../features/claims-review/components/claims-review-page';

export default function ClaimsReviewRoute() {
  return <ClaimsReviewPage />;
}
