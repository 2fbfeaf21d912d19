import { ClaimsIntakePage } from '@/web/features/claims-intake/components/claims-intake-page';

export default function ClaimsIntakeRoute() {
  return <ClaimsIntakePage />;
}
