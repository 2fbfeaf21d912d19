import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/session';
import { NoRoleScreen } from './no-role-screen';
import { Sidebar } from './sidebar';

/** Session guard and shell of every /dashboard page. */
export function DashboardLayout() {
  const session = useSession();
  if (session.isPending) return <Spinner label="Loading your workspace" className="flex-1" />;
  if (!session.data) return <Navigate to="/auth" replace />;
  if (!session.data.role) return <NoRoleScreen />;

  return (
    <div className="flex flex-1">
      <Sidebar session={session.data} role={session.data.role} />
      <main className="min-w-0 flex-1 px-6 py-8 lg:px-10">
        <Outlet />
      </main>
    </div>
  );
}
