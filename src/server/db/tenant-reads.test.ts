import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { insertChecks, organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';
import type { Database } from './client';
import { TENANT_ROLE, type TenantTx } from './tenant';
import { inlineParameters, withTenantRead, withTenantReads } from './tenant-reads';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = setupTestApp();

async function rowsOf<T>(db: Database | TenantTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const whoAmI = (db: Database | TenantTx) =>
  rowsOf<{ role: string; organisation: string; readOnly: string }>(
    db,
    sql`select current_user::text as role, current_setting('app.organization_id', true) as organisation,
          current_setting('transaction_read_only') as "readOnly"`,
  );

describe('inlineParameters', () => {
  it('writes each parameter as a quoted literal, quotes doubled, null as NULL, arrays, dates and objects as text', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const text = inlineParameters('select $1, $2, $3, $10, $4, $5, $6, $7', [
      "O'Brien",
      null,
      ['a', null, 'say "hi" \\'],
      at,
      25,
      true,
      { key: "it's" },
      8,
      9,
      'tenth',
    ]);
    expect(text).toBe(
      `select 'O''Brien', NULL,  E'{"a",NULL,"say \\\\"hi\\\\" \\\\\\\\"}', 'tenth', '2026-11-26T10:00:00.000Z', '25', 'true', '{"key":"it''s"}'`,
    );
  });

  it('leaves $n inside quoted text and quoted names alone', () => {
    expect(inlineParameters(`select '$1', "$2", 'it''s $1' from t where a = $1`, ['x'])).toBe(
      `select '$1', "$2", 'it''s $1' from t where a = 'x'`,
    );
  });

  it('reads an apostrophe in a comment as part of the comment: the parameters after it are still written', () => {
    expect(inlineParameters("select $1 -- the organisation's\n, $2", ['a', 'b'])).toBe(
      "select 'a' -- the organisation's\n, 'b'",
    );
    expect(inlineParameters("select /* it's /* nested */ still */ $1", ['a'])).toBe(
      "select /* it's /* nested */ still */ 'a'",
    );
  });

  it("reads E'…' text with its backslash escapes: an escaped apostrophe does not end it", () => {
    expect(inlineParameters("select E'it\\'s $1', e'\\\\', $1", ['a'])).toBe(
      "select E'it\\'s $1', e'\\\\', 'a'",
    );
  });

  it('leaves dollar-quoted text alone, whatever it holds', () => {
    expect(inlineParameters("select $$it's $1$$, $tag$ $$ $1 $tag$, $1", ['a'])).toBe(
      "select $$it's $1$$, $tag$ $$ $1 $tag$, 'a'",
    );
  });

  it('refuses a query that names a parameter it was not given, or whose quoted text does not end', () => {
    expect(() => inlineParameters('select $2', ['x'])).toThrow('names $2 but has 1 values');
    expect(() => inlineParameters("select 'x", [])).toThrow('unterminated');
    expect(() => inlineParameters('select $$x', [])).toThrow('unterminated');
    expect(() => inlineParameters('select /* x', [])).toThrow('unterminated');
    expect(() => inlineParameters('select $1', [Buffer.from('x')])).toThrow('Binary');
  });

  it('keeps a hostile value one literal: the statement still reads one value', async () => {
    const hostile = "x'); drop table claim_checks; --";
    const demo = await organisationIdOf(t, 'demo.test');
    const [row] = await withTenantRead(t.services.db, { organisationId: demo }, (tx) =>
      rowsOf<{ value: string }>(tx, sql`select ${hostile}::text as value`),
    );
    expect(row?.value).toBe(hostile);
    expect(await t.services.db.execute(sql`select count(*) from claim_checks`)).toBeTruthy();
  });
});

describe('withTenantRead', () => {
  it("reads as the tenant of the organisation set: its rows, none of another organization's", async () => {
    await insertChecks(t, { domain: 'demo.test', count: 3 });
    await insertChecks(t, { domain: 'other.test', count: 2 });
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    const countAs = (organisationId: string) =>
      withTenantRead(t.services.db, { organisationId }, async (tx) => {
        const [who] = await whoAmI(tx);
        // No organisation filter: row-level security alone keeps the other organisation's rows out.
        const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from claim_checks`);
        return { ...who, checks: row?.n };
      });
    expect(await countAs(demo)).toMatchObject({ role: TENANT_ROLE, organisation: demo, checks: 3 });
    expect(await countAs(other)).toMatchObject({ role: TENANT_ROLE, organisation: other, checks: 2 });
  });

  it('runs side-by-side reads and gives each its own result', async () => {
    await insertChecks(t, { domain: 'demo.test', count: 2 });
    const demo = await organisationIdOf(t, 'demo.test');
    const [who, count] = await withTenantReads(t.services.db, { organisationId: demo }, [
      (tx) => whoAmI(tx),
      (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from claim_checks`),
    ] as const);
    expect(who[0]?.role).toBe(TENANT_ROLE);
    expect(count[0]?.n).toBe(2);
  });

  it.skipIf(!isPostgres)(
    'reads only: a write in a read is refused by the database and changes nothing',
    async () => {
      const demo = await organisationIdOf(t, 'demo.test');
      const write = withTenantRead(t.services.db, { organisationId: demo }, (tx) =>
        tx.execute(sql`delete from organization_claim_types where organization_id = ${demo}`),
      );
      await expect(write).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only/) } });
      const [row] = await rowsOf<{ n: number }>(
        t.services.db,
        sql`select count(*)::int as n from organization_claim_types where organization_id = ${demo}`,
      );
      expect(row?.n).toBeGreaterThan(0);
    },
  );

  it.skipIf(!isPostgres)(
    'leaves every pooled connection to the owner, with no organisation set',
    async () => {
      const demo = await organisationIdOf(t, 'demo.test');
      await Promise.all(
        Array.from({ length: 12 }, () => withTenantRead(t.services.db, { organisationId: demo }, whoAmI)),
      );
      for (const after of await Promise.all(Array.from({ length: 12 }, () => whoAmI(t.services.db)))) {
        expect(after[0]?.role).not.toBe(TENANT_ROLE);
        expect(after[0]?.organisation ?? '').toBe('');
        expect(after[0]?.readOnly).toBe('off');
      }
    },
  );
});

describe.skipIf(!isPostgres)('statements per request on PostgreSQL', () => {
  /** The messages the server sends PostgreSQL while it answers `url`: one per round trip. */
  function messagesFor(url: string, cookie: string): Promise<string[]> {
    return messagesOf(() => t.get(url, { cookie }), 200);
  }

  async function messagesOf(
    request: () => Promise<{ statusCode: number; body: string }>,
    status: number,
  ): Promise<string[]> {
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [config] = args as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    const response = await request().finally(() => spy.mockRestore());
    expect(response.statusCode, response.body).toBe(status);
    // Every message, the job queue's included: none is left out of the count.
    return sent;
  }

  it('sends the session read and then one message per tenant query: no begin, settings or commit of their own', async () => {
    const [check] = await insertChecks(t, { domain: 'demo.test', count: 3 });
    const cookie = await t.signIn('member@demo.test');
    const list = await messagesFor('/api/v1/checks?page=1&pageSize=25', cookie);
    const dashboard = await messagesFor('/api/v1/dashboard-summary', cookie);
    const detail = await messagesFor(`/api/v1/checks/${check?.id}`, cookie);
    // The session read, the per-person request rate, then the page and its count side by side.
    expect(list).toHaveLength(4);
    // The session read, the request rate, then the open checks, the open alerts, the cards and the trend side by side.
    expect(dashboard).toHaveLength(6);
    // The session read, the request rate, then the check, its re-checks, the total-loss rule and the latest carrier check.
    expect(detail).toHaveLength(6);
    for (const sent of [list, dashboard, detail]) {
      expect(sent[1]).toMatch(/^\s*with attempt \(key, seconds\)/);
      for (const text of sent.slice(2)) {
        expect(text).toMatch(/^set transaction read only; select set_config\('app\.organization_id'/);
      }
    }
  });

  it('records an intake in sixteen messages: begin and the tenant settings travel together, each rate limit in one', async () => {
    const cookie = await t.signIn('member@demo.test');
    const body = { imei: makeImei(), reference: '', claimType: 'Theft', fnol: false, lossDate: null };
    const sent = await messagesOf(() => t.post('/api/v1/checks', body, { cookie }), 201);
    // The session, the per-person request rate, the paid-search rates (both keys in one), the earlier records; then
    // the search ledger's row reserved (begin with the settings, the monthly search budget, insert, the earlier
    // answer, commit) and settled (begin, update, commit); then begin with the settings, the audit chain's next place
    // (its lock taken, then the last event read), one statement for the check, its audit event and its webhook
    // deliveries (none here: no endpoint listens), commit.
    expect(sent).toHaveLength(16);
    expect(sent[1]).toMatch(/^\s*with attempt \(key, seconds\) as \(values \(\$1, \$2::int\)\)/);
    expect(sent[2]).toMatch(
      /^\s*with attempt \(key, seconds\) as \(values \(\$1, \$2::int\), \(\$3, \$4::int\)\)/,
    );
    expect(sent[3]).toMatch(/^set transaction read only; select set_config/);
    for (const begin of [4, 9, 12]) {
      expect(sent[begin]).toMatch(/^begin read write; select set_config\('app\.organization_id'/);
    }
    expect(sent[5]).toMatch(/^select "search_monthly_budget"/);
    expect(sent[6]).toMatch(/^insert into "device_searches"/);
    expect(sent[10]).toMatch(/^update "device_searches"/);
    expect(sent[13]).toMatch(/from audit_chain_next\(\$1::uuid\)/);
    expect(sent[14]).toMatch(/^with stored_check as \(insert into "claim_checks"/);
    expect(sent[14]).toMatch(/deliveries as \(\s*insert into webhook_deliveries/);
    expect([sent[8], sent[11], sent[15]]).toEqual(['commit', 'commit', 'commit']);
  });
});
