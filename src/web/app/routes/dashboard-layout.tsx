import { DashboardLayout } from '@/web/features/dashboard-shell';
import { QueryProvider } from '@/web/lib/query-provider';

export default function DashboardLayoutRoute() {
  return (
    <QueryProvider>
      <DashboardLayout />
    </QueryProvider>
  );
}
