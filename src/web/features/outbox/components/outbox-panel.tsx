import { format } from 'date-fns';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/web/components/card-heading';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { OUTBOX_PAGE_SIZE, useOutbox } from '@/web/features/outbox/api/outbox';
import { MailText } from './mail-text';

/** Mail kept by the server while no SMTP server is configured: invitations, password resets, contact messages. */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const total = outbox.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  return (
    <SectionCard
      id="outbox"
      icon={Mail}
      title="Outbox"
      description="Mail the platform would have sent. It is kept here because no SMTP server is configured (SMTP_URL). A password-reset or invitation link shows only to the person it was sent to."
    >
      <LoadStatus query={outbox} loadingLabel="Loading the outbox" spinnerClassName="py-8" />
      {outbox.data && total === 0 ? <p className="text-muted-foreground">No mail in the outbox.</p> : null}
      <ul className="divide-y">
        {outbox.data?.items.map((mail) => (
          <li key={mail.id} className="py-3">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-4 gap-y-1">
                <span className="font-medium">{mail.subject}</span>
                <span className="text-sm text-muted-foreground">to {mail.toAddress}</span>
                <span className="ml-auto text-sm text-muted-foreground">
                  {format(new Date(mail.createdAt), 'MMM dd, yyyy HH:mm:ss')}
                </span>
              </summary>
              <div className="mt-3 rounded-md bg-muted/60 p-4">
                {mail.replyTo ? <p className="mb-2 text-sm">Reply to: {mail.replyTo}</p> : null}
                <MailText text={mail.text} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      {total > OUTBOX_PAGE_SIZE ? (
        <div className="mt-4 flex items-center justify-end gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
