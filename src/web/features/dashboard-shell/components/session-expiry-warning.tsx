import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { formatTimeToMinute } from '@/web/lib/format-date';

/** How long before a session ends the dashboard warns (a session of single sign-on ends at its set length). */
export const SESSION_WARNING_MS = 5 * 60_000;

/**
 * Warns, five minutes ahead, that the session is about to end, so nobody loses a half-written decision: a session
 * begun through the organization's single sign-on ends at its maximum length whatever the user does. A session the
 * app renews (every read does) never comes that close. When it ends, sign-in brings the user back to this page.
 */
export function SessionExpiryWarning({ expiresAt }: { expiresAt: string | null | undefined }) {
  const endsAt = expiresAt ? new Date(expiresAt).getTime() : null;
  const [isNear, setIsNear] = useState(() => endsAt !== null && endsAt - Date.now() <= SESSION_WARNING_MS);
  useEffect(() => {
    if (endsAt === null) {
      setIsNear(false);
      return;
    }
    const untilWarning = endsAt - SESSION_WARNING_MS - Date.now();
    setIsNear(untilWarning <= 0);
    if (untilWarning <= 0) return;
    const timer = setTimeout(() => setIsNear(true), untilWarning);
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (!isNear || !expiresAt) return null;
  return (
    <Alert variant="warning" role="alert" className="mb-6">
      <Clock aria-hidden="true" />
      <AlertDescription muted={false} className="font-medium text-amber-950">
        Your session ends at {formatTimeToMinute(expiresAt)}. Save what you are working on: you will be asked
        to sign in again and brought back to this page.
      </AlertDescription>
    </Alert>
  );
}
