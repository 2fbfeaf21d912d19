import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordEvent } from '@/server/audit/record-event';
import type { Database, Transaction } from '@/server/db/client';
import { organisationAdminEmails } from '@/server/db/organisation-admins';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { alerts } from '@/server/db/schema/monitoring';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import type { Mailer } from '@/server/mail/mailer';
import { alertDigestMail } from './alert-digest-mail';

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  appUrl: string;
}

const DIGEST_SENT = 'alert.digest_sent';

/** Midnight UTC starting `day` and the next one. */
const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
};

function dayAlerts(tx: Transaction, organisationId: string, day: string) {
  const { start, end } = dayBounds(day);
  return tx
    .select({
      kind: alerts.kind,
      imei: alerts.imei,
      watchedDevice: alerts.watchedDevice,
      claimReference: alerts.claimReference,
      changeLabel: alerts.changeLabel,
      beforeValue: alerts.beforeValue,
      afterValue: alerts.afterValue,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.organizationId, organisationId),
        gte(alerts.detectedAt, start),
        lt(alerts.detectedAt, end),
      ),
    )
    .orderBy(asc(alerts.detectedAt), asc(alerts.id));
}

/**
 * One organisation's digest of `day`. The owner's connection (the tenant role reads no roles), in one transaction
 * holding a lock on the organisation and day: a second worker waits, then finds the audit event the first wrote
 * and sends nothing, so the digest goes out at most once whatever the processes and restarts. A day without alerts
 * sends nothing. The outbox keeps the mail in the same transaction; SMTP sends it before the commit, so a failure
 * leaves no event and the job's retry sends it again.
 */
async function sendOrganisationDigest(deps: DigestDeps, organisationId: string, day: string) {
  await deps.db.transaction(async (tx) => {
    await lockOrganisationRecords(tx, `alert-digest:${day}`, organisationId);
    const [sent] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.organizationId, organisationId),
          eq(auditEvents.action, DIGEST_SENT),
          eq(auditEvents.subjectId, day),
        ),
      );
    if (sent) return;
    const found = await dayAlerts(tx, organisationId, day);
    if (found.length === 0) return;
    const admins = await organisationAdminEmails(tx, organisationId);
    for (const { email } of admins) {
      await deps.mailer.send(alertDigestMail({ to: email, day, alerts: found, appUrl: deps.appUrl }), tx);
    }
    await recordEvent(
      tx,
      { organisationId, userId: null },
      {
        name: DIGEST_SENT,
        subjectId: day,
        data: { alerts: found.length, recipients: admins.length },
      },
    );
    deps.logger.info({ organisationId, day, alerts: found.length }, 'alert digest sent');
  });
}

/** Every organisation with the daily digest on gets the new alerts of `day` (YYYY-MM-DD, UTC), once. */
export async function sendAlertDigests(deps: DigestDeps, day: string): Promise<void> {
  const organisations = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.monitoringDailyDigest, true));
  for (const { id } of organisations) await sendOrganisationDigest(deps, id, day);
}
