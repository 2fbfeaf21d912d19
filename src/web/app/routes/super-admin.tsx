import { PageHeader } from '@/web/components/page-header';
import { RequirePermission } from '@/web/features/dashboard-shell';
import { InvitationForm } from '@/web/features/invitations';
import { OutboxPanel } from '@/web/features/outbox';
import { SuperAdminPage } from '@/web/features/super-admin';

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
