import { House, LayoutDashboard, RotateCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pageFailedMessages } from '@/domain/page-failed-messages';
import { Button } from '@/web/components/ui/button';

/**
 * What any route shows when drawing it fails unexpectedly: a plain explanation and ways on, never the error itself
 * (no stack trace, no internal message). Inside the dashboard it takes only the page's place, so the sidebar stays.
 */
export function RouteErrorPage() {
  const { pathname } = useLocation();
  const inDashboard = pathname.startsWith('/dashboard');
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{pageFailedMessages.title}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{pageFailedMessages.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard" reloadDocument>
            <LayoutDashboard aria-hidden="true" />
            Go to the dashboard
          </Link>
        </Button>
        {inDashboard ? null : (
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
        )}
      </div>
    </main>
  );
}
