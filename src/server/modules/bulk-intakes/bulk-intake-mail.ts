import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import type { Mail } from '@/server/mail/mailer';

/** To the person who uploaded a file: the batch has finished (with its counts) or was stopped (with why). */
export function bulkIntakeMail(input: {
  to: string;
  url: string;
  batch: { total: number; done: number; failed: number; rejected: number };
  stopped: string | null;
}): Mail {
  const { to, url, batch, stopped } = input;
  if (stopped)
    return {
      kind: 'bulk-intake',
      to,
      subject: text.stoppedMailSubject,
      text: `${text.stoppedMailText({ reason: stopped, done: batch.done, url })}\n\n— ClaimGuard`,
    };
  return {
    kind: 'bulk-intake',
    to,
    subject: text.finishedMailSubject(batch.total),
    text: `${text.finishedMailText({ ...batch, url })}\n\n— ClaimGuard`,
  };
}
