import { SettledClaimsPage } from '@/web/features/settled-claims';

export default function SettledClaimsRoute() {
  return <SettledClaimsPage />;
}
