import { RequirePermission } from '@/web/features/dashboard-shell';
import { InvitationForm } from '@/web/features/invitations';
import { OrgAdminPage } from '@/web/features/org-admin';

export default function OrgAdminRoute() {
  return (
    <RequirePermission action="organisation:manage">
      <OrgAdminPage
        renderInvitationForm={(emailHint) => <InvitationForm kind="member" emailHint={emailHint} />}
      />
    </RequirePermission>
  );
}
