import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

export function LandingHero() {
  return (
    <section className="bg-linear-to-br from-primary via-blue-800 to-blue-600 text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-blue-100">
          For insurers and carriers
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Mobile Device Claims Validation
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-blue-50">
          Stop insurance fraud at the point of claim, prevent the trading of devices with settled claims and
          improve recovery with real-time intelligence.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild size="lg" variant="secondary">
            {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the product names this button; it leads to the features heading right below */}
            <a href="#features">
              Learn More
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outlineOnPrimary">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
