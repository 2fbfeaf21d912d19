import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { auditVerificationReport } from '@/server/audit/audit-verification-report';
import { chainUnhashedEvents } from '@/server/db/audit-chain';
import { auditEvents } from '@/server/db/schema/platform';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const verification = async (email = 'admin@demo.test') =>
  t.get('/api/v1/audit-events/verification', { cookie: await t.signIn(email) });
const platformVerification = async (query = '', email = 'super@demo.test') =>
  t.get(`/api/v1/platform/audit-events/verification${query}`, { cookie: await t.signIn(email) });

/** Adds claim types to Demo Insurance as its admin: one `claim_type.added` event each, in this order. */
async function addClaimTypes(...names: string[]) {
  const cookie = await t.signIn('admin@demo.test');
  for (const claimType of names) {
    const added = await t.post('/api/v1/claim-types', { claimType }, { cookie });
    expect(added.statusCode, added.body).toBe(201);
  }
}

/** The organisation's audit events in their chain's order. */
async function chainOf(organisationId: string | null) {
  return t.services.db
    .select({ id: auditEvents.id, action: auditEvents.action, position: auditEvents.chainPosition })
    .from(auditEvents)
    .where(
      organisationId === null
        ? isNull(auditEvents.organizationId)
        : eq(auditEvents.organizationId, organisationId),
    )
    .orderBy(asc(auditEvents.chainPosition));
}

/** The event that added this claim type. */
async function eventAdding(claimType: string) {
  const [event] = await t.services.db
    .select({ id: auditEvents.id, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'claim_type.added'),
        sql`${auditEvents.details} ->> 'claimType' = ${claimType}`,
      ),
    );
  if (!event) throw new Error(`no event added ${claimType}`);
  return event;
}

describe('GET /api/v1/audit-events/verification', () => {
  it("verifies the organisation's untouched log, every event counted", async () => {
    await addClaimTypes('Chain One', 'Chain Two');
    const demo = await organisationIdOf(t, 'demo.test');
    const response = await verification();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ verified: true, events: (await chainOf(demo)).length });
  });

  it('names the event whose data was changed in the database', async () => {
    await addClaimTypes('Chain One', 'Chain Two', 'Chain Three');
    const edited = await eventAdding('Chain Two');
    await t.services.db.execute(
      sql`update audit_events set details = '{"claimType":"Something else"}' where id = ${edited.id}`,
    );

    const response = await verification();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verified: false,
      firstBroken: {
        id: edited.id,
        action: 'claim_type.added',
        occurredAt: edited.createdAt.toISOString(),
        reason: 'content_changed',
      },
    });
  });

  it('names the event after one that was deleted, and an event slipped in by hand', async () => {
    await addClaimTypes('Chain One', 'Chain Two', 'Chain Three');
    await t.services.db.delete(auditEvents).where(eq(auditEvents.id, (await eventAdding('Chain Two')).id));
    const after = await eventAdding('Chain Three');
    expect((await verification()).json()).toMatchObject({
      verified: false,
      firstBroken: { id: after.id, action: 'claim_type.added', reason: 'deleted_before' },
    });

    await t.reset();
    await addClaimTypes('Chain One');
    const demo = await organisationIdOf(t, 'demo.test');
    const [forged] = await t.services.db
      .insert(auditEvents)
      .values({ organizationId: demo, action: 'claim.settled', subjectType: 'claim' })
      .returning({ id: auditEvents.id });
    expect((await verification()).json()).toMatchObject({
      verified: false,
      firstBroken: { id: forged?.id, action: 'claim.settled', reason: 'link_broken' },
    });
  });

  it('keeps one chain when events of one organisation are written at once', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Parallel ${index}`);
    const cookie = await t.signIn('admin@demo.test');
    const added = await Promise.all(
      names.map((claimType) => t.post('/api/v1/claim-types', { claimType }, { cookie })),
    );
    expect(added.map((response) => response.statusCode)).toEqual(names.map(() => 201));

    const chain = await chainOf(await organisationIdOf(t, 'demo.test'));
    expect(chain.map((event) => event.position)).toEqual(chain.map((_, index) => index + 1));
    expect((await verification()).json()).toEqual({ verified: true, events: chain.length });
  });

  it("verifies the admin's own organisation only; the platform's verification is the super admin's", async () => {
    await addClaimTypes('Chain One');
    const edited = await eventAdding('Chain One');
    await t.services.db.execute(
      sql`update audit_events set action = 'claim_type.removed' where id = ${edited.id}`,
    );
    const other = await organisationIdOf(t, 'other.test');

    const otherAdmin = await verification('admin@other.test');
    expect(otherAdmin.json()).toEqual({ verified: true, events: (await chainOf(other)).length });
    for (const email of ['admin@other.test', 'admin@demo.test']) {
      const demo = await organisationIdOf(t, 'demo.test');
      expect((await platformVerification(`?organisationId=${demo}`, email)).statusCode).toBe(403);
    }
    expect((await verification('member@demo.test')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/platform/audit-events/verification', () => {
  it("verifies one organisation's chain, or every chain with the platform's own", async () => {
    await addClaimTypes('Chain One', 'Chain Two');
    // A failed sign-in of an unknown address is the platform's own event.
    expect(
      (await t.post('/api/auth/sign-in', { email: 'nobody@nowhere.test', password: 'wrong-password' }))
        .statusCode,
    ).toBe(401);
    const platform = await chainOf(null);
    expect(platform.at(-1)?.action).toBe('sign_in.failed');
    expect(platform.map((event) => event.position)).toEqual(platform.map((_, index) => index + 1));
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');

    const all = (await platformVerification()).json();
    expect(all).toMatchObject({ verified: true });
    expect(all.events).toBeGreaterThanOrEqual(platform.length + (await chainOf(demo)).length);

    const edited = await eventAdding('Chain Two');
    await t.services.db.execute(sql`update audit_events set created_at = created_at + interval '1 second'
      where id = ${edited.id}`);
    const broken = { verified: false, firstBroken: { id: edited.id, reason: 'content_changed' } };
    expect((await platformVerification(`?organisationId=${demo}`)).json()).toMatchObject(broken);
    expect((await platformVerification()).json()).toMatchObject(broken);
    expect((await platformVerification(`?organisationId=${other}`)).json()).toMatchObject({ verified: true });
    expect((await platformVerification('?organisationId=demo')).statusCode).toBe(400);
  });
});

describe('npm run audit:verify', () => {
  it('says one line per organisation and exits 0; exits 1 naming the first broken event', async () => {
    await addClaimTypes('Chain One', 'Chain Two');
    const demo = await organisationIdOf(t, 'demo.test');
    const demoEvents = (await chainOf(demo)).length;
    const held = await auditVerificationReport(t.services.db);
    expect(held.exitCode).toBe(0);
    expect(held.lines).toContain(`Demo Insurance (${demo}): All ${demoEvents} events verified`);

    const edited = await eventAdding('Chain One');
    await t.services.db.execute(sql`update audit_events set details = null where id = ${edited.id}`);
    const broken = await auditVerificationReport(t.services.db);
    expect(broken.exitCode).toBe(1);
    expect(broken.lines).toContain(
      `Demo Insurance (${demo}): Event claim_type.added of ${edited.createdAt.toISOString()} (id ${edited.id}) does not hold: ${auditLogMessages.chainBreaks.content_changed}.`,
    );
  });
});

describe('the events written before the chain', () => {
  it('are hashed once, in their order, after the migration placed them', async () => {
    await addClaimTypes('Chain One', 'Chain Two');
    // As migration 0043 leaves them: a place each, no hash yet.
    await t.services.db.execute(sql`update audit_events set hash = null, previous_hash = null`);
    expect((await verification()).json()).toMatchObject({ verified: false });

    expect(await chainUnhashedEvents(t.services.db)).toBeGreaterThan(0);
    expect(await chainUnhashedEvents(t.services.db)).toBe(0);
    expect((await verification()).json()).toMatchObject({ verified: true });
    expect((await platformVerification()).json()).toMatchObject({ verified: true });
  });
});

describe('GET /api/v1/audit-events/export.csv', () => {
  it('carries what a third party needs to compute each hash again, and each link', async () => {
    await addClaimTypes('Chain One', 'Chain Two');
    const csv = await t.get('/api/v1/audit-events/export.csv?action=claim_type.', {
      cookie: await t.signIn('admin@demo.test'),
    });
    expect(csv.statusCode).toBe(200);
    const rows: Record<string, string>[] = parse(csv.body, { columns: true });
    expect(rows).toHaveLength(2);
    const orNull = (cell: string | undefined) => (cell ? cell : null);
    // docs/integration.md, "Verifying the audit log": the canonical JSON written out by hand here.
    const recomputed = rows.map((row) => {
      const details = JSON.parse(row.Details as string) as Record<string, unknown>;
      const canonicalDetails = `{${Object.keys(details)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${JSON.stringify(details[key])}`)
        .join(',')}}`;
      const fields: [string, string | null][] = [
        ['action', orNull(row.Action)],
        ['actorApiKeyId', orNull(row['API Key Id'])],
        ['actorUserId', orNull(row['Actor Id'])],
        ['createdAt', orNull(row.Time)],
      ];
      const after: [string, string | null][] = [
        ['id', orNull(row.Id)],
        ['ipAddress', orNull(row['IP Address'])],
        ['organizationId', orNull(row['Organization Id'])],
        ['previousHash', orNull(row['Previous Hash'])],
        ['subjectId', orNull(row['Subject Id'])],
        ['subjectType', orNull(row.Subject)],
        ['userAgent', orNull(row['User Agent'])],
      ];
      const text = (pairs: [string, string | null][]) =>
        pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',');
      const canonical = `{${text(fields)},"details":${canonicalDetails},${text(after)}}`;
      return createHash('sha256').update(canonical, 'utf8').digest('hex');
    });
    expect(recomputed).toEqual(rows.map((row) => row.Hash));
    // Newest first: the older event's hash is the newer one's previous hash.
    expect(rows[0]?.['Previous Hash']).toBe(rows[1]?.Hash);
  });
});
