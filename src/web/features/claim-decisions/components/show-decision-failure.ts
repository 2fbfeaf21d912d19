import { serverRefused } from '@/web/lib/describe-failure';
import { NOTICE_DURATION_MS } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';

/**
 * A settle or deny that failed: the server's own reason, held for longer, where it refused the decision; otherwise
 * 'Error' with `description`.
 */
export function showDecisionFailure(error: unknown, description: string): void {
  showFailure(
    error,
    { title: 'Error', description },
    { saysWhy: serverRefused, duration: NOTICE_DURATION_MS },
  );
}
