import { RequirePermission } from '@/web/features/dashboard-shell/components/require-permission';
import { OrgAdminPage } from '@/web/features/org-admin/components/org-admin-page';

export default function OrgAdminRoute() {
  return (
    <RequirePermission action="organisation:manage">
      <OrgAdminPage />
    </RequirePermission>
  );
}
