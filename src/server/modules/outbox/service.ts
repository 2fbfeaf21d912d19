import { HIDDEN_LINK, type MailKind, PASSWORD_LINK_KINDS } from '@/domain/mail-outbox';
import type { Actor } from '@/server/auth/actor';
import type { Services } from '@/server/services';
import { listOutboxMail } from './queries';

type Deps = Pick<Services, 'db'>;

/** Any absolute URL (the reset and invitation links start with APP_URL, whatever it was when the mail was kept). */
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/**
 * One page of the mail kept while no SMTP server is configured (invitations, resets, contact messages). A reset or
 * invitation link sets its addressee's password, so it is shown to that addressee alone: reading another person's
 * would let a super admin take over any account.
 */
export async function readOutboxPage(deps: Deps, reader: Actor, query: { page: number; pageSize: number }) {
  const { rows, total } = await listOutboxMail(deps.db, query);
  const items = rows.map(({ kind, ...mail }) =>
    hidesLinkFrom(reader.email, kind, mail.toAddress)
      ? { ...mail, text: mail.text.replace(LINK, HIDDEN_LINK), linkHidden: true }
      : { ...mail, linkHidden: false },
  );
  return { total, items };
}

function hidesLinkFrom(readerEmail: string, kind: MailKind, toAddress: string): boolean {
  return (
    PASSWORD_LINK_KINDS.includes(kind) && toAddress.trim().toLowerCase() !== readerEmail.trim().toLowerCase()
  );
}
