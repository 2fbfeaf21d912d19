import { describe, expect, it } from 'vitest';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { setupGeneratedClientFolder } from '../../../tests/support/generated-client';
import { insertChecks } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();

/** The client's fetch, answered by the app in the test process (nothing goes over the network). */
async function inject(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const reply = await t.app.inject({
    method: request.method as 'GET' | 'POST',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value !== undefined) headers.set(name, String(value));
  }
  return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
    status: reply.statusCode,
    headers,
  });
}

const generated = setupGeneratedClientFolder();

describe('a client generated from the API document (openapi-typescript, openapi-fetch)', () => {
  it('compiles a claim system’s program, refuses its misuse, and runs its sync loop, paging, bulk check and settlement', async () => {
    await generated.write((await t.get('/api/openapi.json')).json());

    const compiled = await generated.typeCheck('program.ts');
    expect(compiled.output).toBe('');
    expect(compiled.ok).toBe(true);
    const misuse = await generated.typeCheck('misuse.ts');
    expect(misuse.ok).toBe(false);
    for (const line of [5, 6, 7]) expect(misuse.output).toContain(`misuse.ts(${line},`);

    const admin = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'Generated client', scopes: ['checks:read', 'checks:write', 'claims:write'] },
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
    const since = new Date(Date.now() - 1_000).toISOString();
    const inserted = await insertChecks(t, { count: 5 });

    const program = await generated.loadProgram();
    const client = program.claimsClient({
      baseUrl: 'http://claimguard.test',
      apiKey: created.json().key,
      fetch: inject,
    });
    const run = await program.syncChecks(client, since);
    expect(run.seen.map((check: { id: string }) => check.id).sort()).toEqual(
      inserted.map((check) => check.id).sort(),
    );
    expect(Date.parse(run.syncedUntil)).toBeGreaterThan(Date.parse(since));

    const page = await program.firstPage(client);
    expect(page.ids).toEqual(expect.arrayContaining(inserted.map((check) => check.id)));

    const imei = makeImei();
    const validated = await program.validateBulkFile(
      client,
      `imei,claim_type,reference,fnol,loss_date\n${imei},Theft,CLM-1,no,\n123,Theft,CLM-2,no,\n`,
    );
    expect(validated).toMatchObject({ total: 2, valid: 1 });

    const settled = await program.settleTotalLoss(client, inserted[0]?.id);
    expect(settled).toMatchObject({ settledClaimId: expect.any(String) });
  });
});
