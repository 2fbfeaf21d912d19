import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SharedPageLayout } from './shared-page-layout';

export function NotFoundPage() {
  return (
    <SharedPageLayout>
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-8xl font-extrabold tracking-tight text-primary sm:text-9xl">404</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you are looking for does not exist or has been moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <House aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </SharedPageLayout>
  );
}
