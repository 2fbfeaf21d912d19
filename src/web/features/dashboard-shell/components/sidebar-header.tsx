import { avatarInitials } from '@/domain/avatar-initials';
import type { Session } from '@/domain/contracts/session';
import { messages } from '@/domain/messages';
import { useProfile } from '@/web/api/profile';
import { cn } from '@/web/lib/cn';

/** The avatar (image, else the e-mail's first two letters, else 'U'), the e-mail and the organisation. */
export function SidebarHeader({ session, collapsed }: { session: Session; collapsed: boolean }) {
  const avatarUrl = useProfile().data?.avatarUrl;
  return (
    <div className={cn('flex items-center gap-3 border-b py-4', collapsed ? 'justify-center px-2' : 'px-4')}>
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {avatarInitials(session.email)}
        </span>
      )}
      <div className={cn('min-w-0', collapsed && 'sr-only')}>
        <p className="truncate text-sm font-medium" title={session.email}>
          {session.email}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {session.organisation?.name ?? messages.noOrganization}
        </p>
      </div>
    </div>
  );
}
