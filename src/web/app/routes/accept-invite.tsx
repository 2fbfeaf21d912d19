import { AcceptInvitePage } from '@/web/features/auth/components/accept-invite-page';

export default function AcceptInviteRoute() {
  return <AcceptInvitePage />;
}
