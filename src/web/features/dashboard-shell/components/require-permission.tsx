import type { ReactNode } from 'react';
import { messages } from '@/domain/messages';
import { can, type RoleAction } from '@/domain/permissions';
import { useSession } from '@/web/lib/session';

/** Hides a page a role may not use; the server refuses its data regardless. */
export function RequirePermission({ action, children }: { action: RoleAction; children: ReactNode }) {
  const session = useSession();
  if (!can(session.data?.role, action)) {
    return (
      <div role="alert" className="rounded-xl border bg-card p-6">
        <h1 className="text-2xl font-semibold">Access denied</h1>
        <p className="mt-2 text-muted-foreground">{messages.forbidden}</p>
      </div>
    );
  }
  return children;
}
