import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '@/server/db/schema/organisations';
import { mailOutbox } from '@/server/db/schema/platform';
import { makeAlert } from '../../../../tests/fixtures/make-alert';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { sendAlertDigests } from './send-alert-digests';

const t = setupTestApp();

const DAY = '2026-11-25';
const deps = () => ({
  db: t.services.db,
  mailer: t.services.mailer,
  logger: t.app.log,
  appUrl: 'https://claimguard.example',
});
const digests = () =>
  t.services.db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'alert-digest'));

async function turnDigestOn(domain: string) {
  const organizationId = await organisationIdOf(t, domain);
  await t.services.db
    .update(organizations)
    .set({ monitoringDailyDigest: true })
    .where(eq(organizations.id, organizationId));
  return organizationId;
}

describe('the daily alert digest', () => {
  it("mails each org admin the day's new alerts, once however often and however many workers ask", async () => {
    const organisationId = await turnDigestOn('demo.test');
    const first = await makeAlert(t.services.db, {
      organisationId,
      detectedAt: new Date(`${DAY}T08:00:00Z`),
    });
    await makeAlert(t.services.db, {
      organisationId,
      kind: 'found-record',
      detectedAt: new Date(`${DAY}T23:59:00Z`),
    });
    // Neither the day before nor the day after belongs in it.
    await makeAlert(t.services.db, { organisationId, detectedAt: new Date('2026-11-24T23:59:59Z') });
    await makeAlert(t.services.db, { organisationId, detectedAt: new Date('2026-11-26T00:00:00Z') });

    await Promise.all([sendAlertDigests(deps(), DAY), sendAlertDigests(deps(), DAY)]);
    await sendAlertDigests(deps(), DAY);

    const sent = await digests();
    expect(sent.map((mail) => mail.to)).toEqual(['admin@demo.test']);
    expect(sent[0]?.subject).toBe(`ClaimGuard: 2 new alerts on ${DAY}`);
    expect(sent[0]?.text).toContain(
      `- Block removed: IMEI ${first.imei} (claimed device, claim CLM-7001). GSMA Blacklist: Blocked → Not blocked`,
    );
    expect(sent[0]?.text).toContain('- Found record: IMEI');
    expect(sent[0]?.text).toContain(`https://claimguard.example/dashboard/alerts?from=${DAY}&to=${DAY}`);
  });

  it('sends nothing to an organisation with the digest off, or on a day without alerts', async () => {
    const other = await organisationIdOf(t, 'other.test');
    await makeAlert(t.services.db, { organisationId: other, detectedAt: new Date(`${DAY}T08:00:00Z`) });
    await turnDigestOn('demo.test');
    await sendAlertDigests(deps(), DAY);
    expect(await digests()).toEqual([]);
  });
});
