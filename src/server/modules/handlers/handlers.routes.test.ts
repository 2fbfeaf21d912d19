import { describe, expect, it } from 'vitest';
import { userIdOf } from '../../../../tests/fixtures/make-claim-records';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

describe('GET /api/v1/handlers: the people a register can be filtered by', () => {
  it("lists the member's own organisation's people by name, with the ids the registers take", async () => {
    const response = await t.get('/api/v1/handlers', { cookie: await t.signIn('member@demo.test') });
    expect(response.statusCode, response.body).toBe(200);
    const handlers = response.json() as Array<{ id: string; name: string }>;
    const names = handlers.map((handler) => handler.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(handlers).toContainEqual({
      id: await userIdOf(t.services.db, 'admin@demo.test'),
      name: 'Alex Admin',
    });
    const other = await userIdOf(t.services.db, 'member@other.test');
    expect(handlers.map((handler) => handler.id)).not.toContain(other);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/handlers')).statusCode).toBe(401);
    expect((await t.get('/api/v1/handlers', { cookie: await t.signIn('norole@demo.test') })).statusCode).toBe(
      403,
    );
  });
});
