import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  makeDeniedClaim,
  makeReplacement,
  makeSettledClaim,
} from '../../../tests/fixtures/make-claim-records';
import { insertChecks, organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Database, Transaction } from './client';
import { TENANT_ROLE, type TenantTx, withTenant } from './tenant';

const t = setupTestApp();

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Database | Transaction, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Every table of the public schema with an organisation column: the tables a tenant's rows live in. */
async function tenantTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A row in every tenant table for the organisation (profiles, claim types and denial reasons come with the demo). */
async function fillTenantTables(app: TestApp, domain: string): Promise<string> {
  const db = app.services.db;
  const organisationId = await organisationIdOf(app, domain);
  const [check] = await insertChecks(app, { domain });
  await makeSettledClaim(db, { organisationId, replacement: makeReplacement() });
  await makeDeniedClaim(db, { organisationId });
  await db.execute(sql`
    with recheck as (
      insert into claim_recheck_history (organization_id, claim_check_id, full_response)
      values (${organisationId}, ${check?.id}, '{}')
    ), verification as (
      insert into device_verifications (organization_id, imei_key, full_response)
      values (${organisationId}, '35332811000001', '{}')
    ), device_search as (
      insert into device_searches (organization_id, path, imei, imei_key)
      values (${organisationId}, 'intake', '353328110000019', '35332811000001')
    ), carrier as (
      insert into carrier_checks (organization_id, imei, imei_key, full_response)
      values (${organisationId}, '356938035643809', '35693803564380', '{}') returning id
    ), finlock as (
      insert into finlock_requests (organization_id, imei, imei_key, carrier_check_id)
      select ${organisationId}, '356938035643809', '35693803564380', id from carrier
    ), api_key as (
      insert into api_keys (organization_id, name, prefix, key_hash, scopes)
      values (${organisationId}, 'ClaimCenter', 'cgk_test', md5(random()::text), '{checks:read}')
    ), scim_token as (
      insert into scim_tokens (organization_id, name, prefix, token_hash)
      values (${organisationId}, 'Okta', 'cgs_test', md5(random()::text))
    ), idempotency as (
      insert into idempotency_keys (organization_id, key, route, request_hash, state)
      values (${organisationId}, 'key-1', 'POST /api/v1/checks', 'hash', 'in_progress')
    ), invitation as (
      insert into invitations (organization_id, user_id, token_hash, expires_at)
      select ${organisationId}, id, md5(random()::text), now() + interval '1 day' from profiles
      where organization_id = ${organisationId} limit 1
    ), saved_view as (
      insert into saved_views (organization_id, user_id, name, filters)
      select ${organisationId}, id, 'Mine', '{"assignee":"me"}' from profiles
      where organization_id = ${organisationId} limit 1
    ), bulk as (
      insert into bulk_intakes (organization_id, total) values (${organisationId}, 1) returning id
    ), bulk_row as (
      insert into bulk_intake_rows (organization_id, bulk_intake_id, line, imei, claim_type, fnol)
      select ${organisationId}, id, 2, '353328110000013', 'Theft', false from bulk
    ), watch as (
      insert into watched_devices (organization_id, settled_claim_id, role, imei, imei_key, settled_at, watch_until,
        next_due_at)
      select ${organisationId}, id, 'claimed', imei, imei_key, settled_at, now() + interval '90 days', now()
      from settled_claims where organization_id = ${organisationId} limit 1 returning id, imei, imei_key, settled_at
    ), search as (
      insert into monitoring_searches (organization_id, watched_device_id, slot_at, month, run_id)
      select ${organisationId}, id, now(), '2026-11-01', gen_random_uuid() from watch
    ), alert as (
      insert into alerts (organization_id, watched_device_id, kind, imei, imei_key, watched_device, settled_at,
        change_label, before_value, after_value)
      select ${organisationId}, id, 'block-removed', imei, imei_key, 'claimed', settled_at, 'GSMA Blacklist',
        'Blocked', 'Clear' from watch
    ), endpoint as (
      insert into webhook_endpoints (organization_id, url, events, secret)
      values (${organisationId}, 'https://claims.example/hooks', '{check.recorded}', 'sealed') returning id
    ), delivery as (
      insert into webhook_deliveries (organization_id, endpoint_id, event_id, event_type, payload)
      select ${organisationId}, id, 'msg_1', 'check.recorded', '{}' from endpoint
    ), triage_rules as (
      insert into triage_rule_sets (organization_id, version, rules) values (${organisationId}, 1, '{}')
    ), feed_entry as (
      insert into webhook_events (organization_id, event_id, event_type, payload)
      values (${organisationId}, 'msg_1', 'check.recorded', '{}')
    ), event_sequence as (
      insert into webhook_event_sequences (organization_id, check_id) values (${organisationId}, ${check?.id})
    ), legal_hold as (
      insert into legal_holds (organization_id, kind, check_id, reason) values (${organisationId}, 'check', ${check?.id}, 'Dispute')
    ), retention_run as (
      insert into retention_runs (organization_id, day, undecided_checks_before, decided_claims_before,
        raw_answers_before, audit_events_before)
      values (${organisationId}, current_date, now(), now(), now(), now())
    ), sso_connection as (
      insert into sso_connections (organization_id, protocol, issuer, client_id, client_secret_sealed)
      values (${organisationId}, 'oidc', 'https://idp.example', 'claimguard', 'sealed')
    ), sso_domain as (
      insert into sso_domains (organization_id, domain, verification_token)
      values (${organisationId}, concat(${organisationId}::text, '.example'), 'token')
    )
    insert into audit_events (organization_id, action, subject_type) values (${organisationId}, 'test', 'test')`);
  return organisationId;
}

/**
 * What the tenant role sees of `table` in a transaction of its own, with `organisationId` set (or nothing set).
 * SELECT is granted inside the transaction (and rolled back with it), so tables the tenant may not read at all are
 * checked against their policy too.
 */
async function tenantView(db: Database, table: string, organisationId: string | null) {
  let seen: Array<{ organisation: string | null; rows: number }> = [];
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`grant select on "${table}" to ${TENANT_ROLE}`));
      await tx.execute(
        sql`select set_config('app.organization_id', ${organisationId ?? ''}, true), set_config('role', ${TENANT_ROLE}, true)`,
      );
      const column = table === 'organizations' ? 'id' : 'organization_id';
      seen = await rowsOf(
        tx,
        sql.raw(`select ${column}::text as organisation, count(*)::int as rows from "${table}" group by 1`),
      );
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return seen;
}

/** The database's own words for why a statement failed (Drizzle wraps the driver's error). */
async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const { cause } = error as { cause?: { message?: string } };
    return cause?.message ?? String(error);
  }
  return 'not refused';
}

async function ownerRowCount(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ rows: number }>(db, sql.raw(`select count(*)::int as rows from "${table}"`));
  return Number(row?.rows ?? 0);
}

describe('tenant row-level security', () => {
  it('covers every table with an organisation column: row security on, not forced, a policy for the tenant role', async () => {
    const rows = await rowsOf<{ name: string; enabled: boolean; forced: boolean; policies: number }>(
      t.services.db,
      sql`select c.relname::text as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select count(*)::int from pg_policy p where p.polrelid = c.oid
              and (select oid from pg_roles where rolname = ${TENANT_ROLE}) = any (p.polroles)) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and exists (select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped)
          order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const row of rows) {
      expect({ table: row.name, enabled: row.enabled, forced: row.forced }).toEqual({
        table: row.name,
        enabled: true,
        forced: false,
      });
      expect(row.policies, row.name).toBeGreaterThan(0);
    }
  });

  it('shows the tenant role nothing of any tenant table when no organisation is set, although rows exist', async () => {
    await fillTenantTables(t, 'demo.test');
    await fillTenantTables(t, 'other.test');
    for (const table of [...(await tenantTables(t.services.db)), 'organizations']) {
      expect(await ownerRowCount(t.services.db, table), table).toBeGreaterThan(0);
      expect(await tenantView(t.services.db, table, null), table).toEqual([]);
    }
  });

  it('shows the tenant role only the organisation set, all of its rows', async () => {
    const demo = await fillTenantTables(t, 'demo.test');
    await fillTenantTables(t, 'other.test');
    for (const table of [...(await tenantTables(t.services.db)), 'organizations']) {
      const column = table === 'organizations' ? 'id' : 'organization_id';
      const [own] = await rowsOf<{ rows: number }>(
        t.services.db,
        sql.raw(`select count(*)::int as rows from "${table}" where ${column} = '${demo}'`),
      );
      expect(await tenantView(t.services.db, table, demo), table).toEqual([
        { organisation: demo, rows: Number(own?.rows) },
      ]);
    }
  });

  it("refuses the tenant role an insert or update with another organisation's id, and leaves its rows alone", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    const [own] = await insertChecks(t, { domain: 'demo.test' });
    const asDemo = (statement: ReturnType<typeof sql>) =>
      withTenant(t.services.db, demo, (tx) => tx.execute(statement));

    expect(
      await refusalOf(
        asDemo(
          sql`insert into organization_claim_types (organization_id, claim_type) values (${other}, 'Planted')`,
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await refusalOf(asDemo(sql`update claim_checks set organization_id = ${other} where id = ${own?.id}`)),
    ).toMatch(/row-level security/);
    expect(
      await refusalOf(
        asDemo(
          sql`insert into audit_events (organization_id, action, subject_type) values (${other}, 'x', 'x')`,
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await refusalOf(
        asDemo(
          sql`insert into claim_recheck_history (organization_id, claim_check_id, full_response)
            values (${demo}, ${foreign?.id}, '{}')`,
        ),
      ),
    ).toMatch(/row-level security/);
    const updated = await withTenant(t.services.db, demo, (tx) =>
      rowsOf(tx, sql`update claim_checks set reference = 'changed' where id = ${foreign?.id} returning id`),
    );
    const deleted = await withTenant(t.services.db, demo, (tx) =>
      rowsOf(tx, sql`delete from claim_checks where organization_id = ${other} returning id`),
    );
    expect({ updated, deleted }).toEqual({ updated: [], deleted: [] });
    const [still] = await rowsOf<{ reference: string }>(
      t.services.db,
      sql`select reference from claim_checks where id = ${foreign?.id}`,
    );
    expect(still?.reference).toBe('CLM-1');
  });

  it('lets the tenant role read no sessions, accounts or verifications', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    for (const table of ['sessions', 'accounts', 'verifications']) {
      const read = withTenant(t.services.db, demo, (tx) =>
        tx.execute(sql.raw(`select count(*) from "${table}"`)),
      );
      expect(await refusalOf(read), table).toMatch(/permission denied/);
    }
  });

  it("lets the tenant role read its organisation's audit events and no other's (the audit log)", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    await t.services.db.execute(sql`insert into audit_events (organization_id, action, subject_type)
      values (${demo}, 'test.demo', 'test'), (${other}, 'test.other', 'test'), (null, 'test.platform', 'test')`);
    const seen = await withTenant(t.services.db, demo, (tx) =>
      rowsOf<{ action: string }>(tx, sql`select action from audit_events where action like 'test.%'`),
    );
    expect(seen.map((row) => row.action)).toEqual(['test.demo']);
  });

  it("keeps the tallies exact when the tenant role writes (the triggers run as the tallies' owner)", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const [check] = await insertChecks(t, { domain: 'demo.test', claimType: 'Theft' });
    const tally = async () => {
      const [row] = await rowsOf<{ count: number }>(
        t.services.db,
        sql`select count::int from organization_tallies
            where organization_id = ${demo} and table_name = 'claim_checks' and label = 'Theft'`,
      );
      return Number(row?.count ?? 0);
    };
    const before = await tally();
    await withTenant(t.services.db, demo, (tx) =>
      tx.execute(sql`delete from claim_checks where id = ${check?.id}`),
    );
    expect(await tally()).toBe(before - 1);
  });
  it("searches only the organisation set: the search functions return no other organisation's rows, none without one", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const imei = '356938035643809';
    await insertChecks(t, { domain: 'demo.test', imei: () => imei });
    await insertChecks(t, { domain: 'other.test', imei: () => imei });
    const found = (organisationId: string) =>
      withTenant(t.services.db, organisationId, (tx) =>
        rowsOf<{ organisation: string }>(
          tx,
          sql`select organization_id::text as organisation from claim_checks
              where id = any(array(select tenant_search_page_claim_checks('%643809%', 25, 0)))`,
        ),
      );
    const counted = (db: Database | Transaction) =>
      rowsOf<{ n: string }>(db, sql`select tenant_count_claim_checks('%643809%')::text as n`);
    expect(await found(demo)).toEqual([{ organisation: demo }]);
    expect(await withTenant(t.services.db, demo, counted)).toEqual([{ n: '1' }]);
    const unscoped = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      return [
        ...(await rowsOf(tx, sql`select * from tenant_search_page_claim_checks('%643809%', 25, 0)`)),
        ...(await counted(tx)),
      ];
    });
    expect(unscoped).toEqual([{ n: '0' }]);
  });
});

describe('withTenant', () => {
  const whoAmI = (db: Database | Transaction) =>
    rowsOf<{ role: string; organisation: string }>(
      db,
      sql`select current_user::text as role, current_setting('app.organization_id', true) as organisation`,
    );

  it('sets role and organisation for its transaction only; the connection goes back to the owner', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const [inside] = await withTenant(t.services.db, demo, (tx) => whoAmI(tx));
    expect(inside).toEqual({ role: TENANT_ROLE, organisation: demo });
    for (const after of await Promise.all(Array.from({ length: 12 }, () => whoAmI(t.services.db)))) {
      expect(after[0]?.role).not.toBe(TENANT_ROLE);
      expect(after[0]?.organisation ?? '').toBe('');
    }
  });

  it('makes an open transaction the tenant transaction instead of nesting one', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const seen = await t.services.db.transaction(async (tx) => {
      const before = await whoAmI(tx);
      const inside = await withTenant(tx, demo, (same) => {
        expect(same).toBe(tx);
        return whoAmI(same);
      });
      return { before: before[0]?.role, inside: inside[0]?.role };
    });
    expect(seen.before).not.toBe(TENANT_ROLE);
    expect(seen.inside).toBe(TENANT_ROLE);
  });

  it('rolls the work back, settings included, when it throws', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    await expect(
      withTenant(t.services.db, demo, async (tx) => {
        await tx.execute(sql`delete from organization_claim_types where organization_id = ${demo}`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const [row] = await rowsOf<{ rows: number }>(
      t.services.db,
      sql`select count(*)::int as rows from organization_claim_types where organization_id = ${demo}`,
    );
    expect(Number(row?.rows)).toBeGreaterThan(0);
    expect((await whoAmI(t.services.db))[0]?.role).not.toBe(TENANT_ROLE);
  });

  it('hands its work a tenant transaction, which neither the owner database nor a plain transaction can stand in for', () => {
    const tenantQuery = (_tx: TenantTx) => undefined;
    expectTypeOf(withTenant<void>)
      .parameter(2)
      .parameter(0)
      .toEqualTypeOf<TenantTx>();
    expectTypeOf<Database>().not.toExtend<TenantTx>();
    expectTypeOf<Transaction>().not.toExtend<TenantTx>();
    // @ts-expect-error the owner database bypasses row-level security: a tenant query does not take it
    expect(() => tenantQuery(t.services.db)).not.toThrow();
  });
});
