import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailKind } from '@/domain/mail-outbox';
import type { Database, Transaction } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/platform';

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /**
   * Sends one mail. Given the transaction of the change the mail announces, the outbox keeps the mail in that same
   * transaction (it rolls back with it, and the embedded database, one connection, cannot wait on a second one).
   */
  send(mail: Mail, within?: Transaction): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is kept in the outbox table for super admins, its subject logged,
 * and a warning at start-up says so (nothing is sent).
 */
export function createMailer({ smtpUrl, from, db, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Invitation mail is sent inside the transaction that issues the link, so a mail server that stalls must not hold
    // a database connection for nodemailer's default minutes; the URL's own query settings still win.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send({ kind: _kind, ...mail }) {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  logger.warn(
    "Mail is never sent: without SMTP_URL it is kept in the app's outbox, readable by super admins (reset and invitation links shown only to their addressee)",
  );
  return {
    kind: 'outbox',
    async send(mail, within) {
      await (within ?? db).insert(mailOutbox).values({
        kind: mail.kind,
        toAddress: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
      // Not the text: reset and invitation links let their holder set a password. The outbox page shows them to their
      // addressee alone.
      logger.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL)');
    },
    close: () => {},
  };
}
