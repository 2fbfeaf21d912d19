import { LandingPage } from '@/web/features/public-pages';

export default function LandingRoute() {
  return <LandingPage />;
}
