import { adminMessages } from '@/domain/admin-messages';
import type { TeamMember } from '@/domain/contracts/organisations';
import { Badge } from '@/web/components/ui/badge';
import { formatDate } from '@/web/lib/format-date';

/** A member who has not accepted their invitation yet: 'Pending', and when their link expires (or expired). */
export function InvitationStatus({ member, now = Date.now() }: { member: TeamMember; now?: number }) {
  if (!member.invitationPending) return null;
  const expiresAt = member.invitationExpiresAt;
  const expiry = !expiresAt
    ? adminMessages.invitationNoOpenLink
    : Date.parse(expiresAt) > now
      ? adminMessages.invitationExpires(formatDate(expiresAt))
      : adminMessages.invitationExpired(formatDate(expiresAt));
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <Badge variant="warning">{adminMessages.invitationPendingBadge}</Badge>
      <span className="text-xs font-normal text-muted-foreground">{expiry}</span>
    </span>
  );
}
