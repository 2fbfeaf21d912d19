import { PageHeader } from '@/web/components/page-header';
import { RequirePermission } from '@/web/features/dashboard-shell/components/require-permission';
import { InvitationForm } from '@/web/features/invitations/components/invitation-form';
import { OutboxPanel } from '@/web/features/outbox/components/outbox-panel';
import { SuperAdminPage } from '@/web/features/super-admin/components/super-admin-page';

export default function SuperAdminRoute() {
  return (
    <RequirePermission action="platform:manage">
      <PageHeader title="Super Admin Panel" description="Organizations, users, roles and platform mail." />
      <SuperAdminPage
        invitationForm={<InvitationForm kind="organisation-admin" emailHint="admin@insurer.com" />}
        outbox={<OutboxPanel />}
      />
    </RequirePermission>
  );
}
