import { FeaturesSection } from './features-section';
import { LandingHero } from './landing-hero';
import { PublicPageLayout } from './public-page-layout';
import { ValueCards } from './value-cards';

export function LandingPage() {
  return (
    <PublicPageLayout>
      <LandingHero />
      <ValueCards />
      <FeaturesSection />
    </PublicPageLayout>
  );
}
