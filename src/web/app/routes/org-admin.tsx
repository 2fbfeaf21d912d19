import { RequirePermission } from '../../features/dashboard-shell/components/require-permission';
import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function OrgAdminRoute() {
  return (
    <RequirePermission action="organisation:manage">
      <UpcomingScreen
        title="Org Admin Panel"
        description="Invite claims processors and manage claim types, denial reasons and your team."
      />
    </RequirePermission>
  );
}
