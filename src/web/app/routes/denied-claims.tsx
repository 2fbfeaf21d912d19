import { DeniedClaimsPage } from '@/web/features/denied-claims/components/denied-claims-page';

export default function DeniedClaimsRoute() {
  return <DeniedClaimsPage />;
}
