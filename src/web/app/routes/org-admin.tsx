import { RequirePermission } from '@/web/features/dashboard-shell/components/require-permission';
import { InvitationForm } from '@/web/features/invitations/components/invitation-form';
import { OrgAdminPage } from '@/web/features/org-admin/components/org-admin-page';

export default function OrgAdminRoute() {
  return (
    <RequirePermission action="organisation:manage">
      <OrgAdminPage
        renderInvitationForm={(emailHint) => <InvitationForm kind="member" emailHint={emailHint} />}
      />
    </RequirePermission>
  );
}
