import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/web/components/logo';
import { SkipLink } from '@/web/components/skip-link';
import { Button } from '@/web/components/ui/button';
import { notifyFailure } from '@/web/lib/notify-failure';
import { useSession, useSignOut } from '@/web/lib/session';

/** Sticky top bar, led by the Skip to content link: Sign Out inside the dashboard, Go to App on the landing page, Sign In elsewhere when signed out. */
export function TopNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const isSignedIn = Boolean(session.data);

  const handleSignOut = () =>
    signOut.run(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) => notifyFailure('Error', error),
    });

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <SkipLink />
      <nav aria-label="Main" className="flex h-16 items-center justify-between px-4 sm:px-6">
        <Link
          to="/"
          aria-label="ClaimGuard home"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          {isSignedIn && pathname.startsWith('/dashboard') ? (
            <Button variant="outline" onClick={handleSignOut} disabled={signOut.isPending}>
              Sign Out
            </Button>
          ) : null}
          {isSignedIn && pathname === '/' ? (
            <Button asChild>
              <Link to="/dashboard">Go to App</Link>
            </Button>
          ) : null}
          {!isSignedIn && !session.isPending && pathname !== '/auth' ? (
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
