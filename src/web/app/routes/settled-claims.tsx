import { SettledClaimsPage } from '@/web/features/settled-claims/components/settled-claims-page';

export default function SettledClaimsRoute() {
  return <SettledClaimsPage />;
}
