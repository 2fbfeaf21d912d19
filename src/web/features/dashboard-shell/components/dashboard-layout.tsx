import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPathFor } from '@/domain/auth-redirect';
import { MAIN_CONTENT_ID } from '@/web/components/skip-link';
import { Spinner } from '@/web/components/ui/spinner';
import { needsTwoFactorSetup, useSession } from '@/web/lib/session';
import { NoRoleScreen } from './no-role-screen';
import { SessionExpiryWarning } from './session-expiry-warning';
import { Sidebar } from './sidebar';
import { TWO_FACTOR_SETUP_PATH, TwoFactorSetupBanner } from './two-factor-setup-gate';

/** Session guard and shell of every /dashboard page. */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  // Once a sign-out is seen, the layout leaves for the plain sign-in page, however often it renders before it goes.
  const signedOut = useRef(false);
  if (session.isSigningOut) signedOut.current = true;
  const { pathname } = location;
  if (session.isPending) return <Spinner label="Loading your workspace" className="flex-1" />;
  // The session ended: sign-in returns to this page, its filters and its open claim (not after Sign Out).
  if (!session.data) return <Navigate to={signedOut.current ? '/auth' : signInPathFor(location)} replace />;
  if (!session.data.role) return <NoRoleScreen />;
  // Until a required second factor is set up the server answers only Manage Profile, so no other page opens.
  const setupRequired = needsTwoFactorSetup(session.data);
  if (setupRequired && pathname.replace(/\/+$/, '') !== TWO_FACTOR_SETUP_PATH) {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  }

  return (
    <div className="flex flex-1">
      <Sidebar session={session.data} role={session.data.role} />
      <main id={MAIN_CONTENT_ID} className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        <SessionExpiryWarning expiresAt={session.data.expiresAt} />
        {setupRequired ? <TwoFactorSetupBanner /> : null}
        <Outlet />
      </main>
    </div>
  );
}
