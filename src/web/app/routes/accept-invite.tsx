import { AcceptInvitePage } from '@/web/features/auth';

export default function AcceptInviteRoute() {
  return <AcceptInvitePage />;
}
