import { ClaimsReviewPage } from '@/web/features/claims-review/components/claims-review-page';

export default function ClaimsReviewRoute() {
  return <ClaimsReviewPage />;
}
