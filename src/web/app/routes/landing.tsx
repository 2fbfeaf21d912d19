import { LandingPage } from '@/web/features/public-pages/components/landing-page';

export default function LandingRoute() {
  return <LandingPage />;
}
