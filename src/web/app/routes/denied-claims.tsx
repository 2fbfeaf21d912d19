import { DeniedClaimsPage } from '@/web/features/denied-claims';

export default function DeniedClaimsRoute() {
  return <DeniedClaimsPage />;
}
