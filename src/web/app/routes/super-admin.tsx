import { PageHeader } from '../../features/dashboard-shell/components/page-header';
import { RequirePermission } from '../../features/dashboard-shell/components/require-permission';
import { OutboxPanel } from '../../features/outbox/components/outbox-panel';
import { SuperAdminPage } from '../../features/super-admin/components/super-admin-page';

export default function SuperAdminRoute() {
  return (
    <RequirePermission action="platform:manage">
      <PageHeader title="Super Admin Panel" description="Organisations, users, roles and platform mail." />
      <SuperAdminPage outbox={<OutboxPanel />} />
    </RequirePermission>
  );
}
