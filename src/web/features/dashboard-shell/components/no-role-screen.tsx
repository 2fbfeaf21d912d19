import { ShieldAlert } from 'lucide-react';
import { messages } from '@/domain/messages';
import { MAIN_CONTENT_ID } from '@/web/components/skip-link';

export function NoRoleScreen() {
  return (
    <main id={MAIN_CONTENT_ID} className="flex flex-1 items-center justify-center bg-muted/60 p-6">
      <div className="max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto mb-4 size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{messages.noRoleAssigned}</h1>
        <p className="mt-2 text-muted-foreground">{messages.noRoleAssignedDescription}</p>
      </div>
    </main>
  );
}
