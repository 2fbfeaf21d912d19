import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { organisationAdminEmails } from '@/server/db/organisation-admins';
import type { Mailer } from '@/server/mail/mailer';
import { webhookDisabledMail } from '@/server/mail/templates';

interface Deps {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  appUrl: string;
}

/**
 * Tells every org admin of the organisation that an endpoint was disabled. Sent after the change committed and
 * on the owner's connection (the tenant role reads no roles): a mail that fails is logged, the endpoint stays off.
 */
export async function mailEndpointDisabled(
  deps: Deps,
  { organisationId, url, count }: { organisationId: string; url: string; count: number },
) {
  const admins = await organisationAdminEmails(deps.db, organisationId);
  const panelUrl = `${deps.appUrl}/dashboard/org-admin`;
  for (const { email } of admins) {
    await deps.mailer
      .send(webhookDisabledMail({ to: email, url, count, panelUrl }))
      .catch((error: unknown) =>
        deps.logger.error({ err: error, organisationId }, 'webhook-disabled mail not sent'),
      );
  }
}
