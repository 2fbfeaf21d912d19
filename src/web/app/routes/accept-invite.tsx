import { AcceptInvitePage } from '@/web/features/auth';
import { QueryProvider } from '@/web/lib/query-provider';

export default function AcceptInviteRoute() {
  return (
    <QueryProvider>
      <AcceptInvitePage />
    </QueryProvider>
  );
}
