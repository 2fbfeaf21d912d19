import { describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { makeOrganisation } from '../../../../tests/fixtures/make-organisation';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Runs carrier checks one after the other (so their times differ) and returns their ids, oldest first. */
async function runChecks(imeis: string[], email = 'member@demo.test') {
  const cookie = await t.signIn(email);
  const ids: string[] = [];
  for (const imei of imeis) {
    const response = await t.post('/api/v1/carrier-checks', { imei }, { cookie });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  return ids;
}

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/carrier-checks${query}`, { cookie: await t.signIn(email) });
}

const serials = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1).padStart(4, '0'));

describe('GET /api/v1/carrier-checks: the Check History', () => {
  it('pages the checks newest first, 10 by default, with the total', async () => {
    const ids = await runChecks(serials(12).map((serial) => scenarioImeiOf('clean', serial)));
    const newestFirst = ids.toReversed();

    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.json().items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.json().items[0]).toMatchObject({ badge: 'Clean', checkedBy: { email: 'member@demo.test' } });

    const second = (await list('?page=2')).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(10));
    expect((await list('?pageSize=25')).json().items).toHaveLength(12);
  });

  it('finds checks by an IMEI fragment, treating LIKE wildcards literally', async () => {
    const [blocked] = await runChecks([scenarioImeiOf('blocked', '7777'), scenarioImeiOf('clean', '1234')]);
    const found = (await list('?search=037777')).json();
    expect(found).toMatchObject({ total: 1, items: [{ id: blocked, badge: 'Blacklisted' }] });
    expect((await list('?search=%25')).json().total).toBe(0);
    expect((await list('?search=_')).json().total).toBe(0);
  });

  it('shows only the organisation of the user', async () => {
    await runChecks([scenarioImeiOf('clean', '0001')]);
    const other = await list('', 'member@other.test');
    expect(other.json()).toMatchObject({ total: 0, items: [] });
  });

  it.each([
    ['a page size not offered', '?pageSize=75'],
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=two'],
    ['a search of 51 characters', `?search=${'1'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('is closed to users without a role and to the signed out', async () => {
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
    expect((await t.get('/api/v1/carrier-checks')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/carrier-checks/:id and its image', () => {
  it('answers the check with every field for its organisation, and 404 for another one', async () => {
    const [id] = await runChecks([scenarioImeiOf('nonpay')]);
    const own = await t.get(`/api/v1/carrier-checks/${id}`, { cookie: await t.signIn('admin@demo.test') });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      developerCode: 'NONPAY',
      outcome: 'blocked',
      badge: 'Blacklisted',
      imageUrl: expect.stringContaining(`/api/v1/carrier-checks/${id}/image`),
    });

    const otherCookie = await t.signIn('admin@other.test');
    const foreign = await t.get(`/api/v1/carrier-checks/${id}`, { cookie: otherCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: carrierMessages.checkNotFound });
    const foreignImage = await t.get(`/api/v1/carrier-checks/${id}/image`, { cookie: otherCookie });
    expect(foreignImage.statusCode).toBe(404);
  });

  it('refuses an id that is not a UUID with 400, and a user of a fresh organisation sees nothing', async () => {
    const cookie = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/carrier-checks/not-a-uuid', { cookie })).statusCode).toBe(400);
    const [id] = await runChecks([scenarioImeiOf('clean')]);
    const organisation = await makeOrganisation(t.services);
    const stranger = await makeUser(t.services, { organisation, role: 'super_admin' });
    const response = await t.get(`/api/v1/carrier-checks/${id}`, { cookie: await t.signIn(stranger.email) });
    expect(response.statusCode).toBe(404);
  });
});
