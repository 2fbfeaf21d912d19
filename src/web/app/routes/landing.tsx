import { LandingPage } from '../../features/public-pages/components/landing-page';

export default function LandingRoute() {
  return <LandingPage />;
}
