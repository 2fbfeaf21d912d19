import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replacementDevices } from '@/server/db/schema/claims';
import { auditEvents } from '@/server/db/schema/platform';
import {
  makeReplacement,
  makeSettledClaim,
  minutesAgo,
  userIdOf,
} from '../../../../tests/fixtures/make-claim-records';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/replacement-devices${query}`, { cookie: await t.signIn(email) });
}

/** `count` claims settled with a replacement device, one minute apart, the last one newest. */
async function replaceMany(count: number, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  const records = [];
  for (let n = 1; n <= count; n += 1) {
    const replacement = makeReplacement();
    const settled = await makeSettledClaim(t.services.db, {
      organisationId,
      replacement,
      settledAt: minutesAgo(count - n),
    });
    records.push({ id: settled.replacementDeviceId ?? '', originalImei: settled.imei, replacement });
  }
  return records;
}

const ids = (response: { json(): { items: Array<{ id: string }> } }) =>
  response.json().items.map((item) => item.id);

describe('GET /api/v1/replacement-devices: the Replacement Devices register', () => {
  it('pages by 25 by default and by 10, 50 or 100 when asked, newest first', async () => {
    const newestFirst = (await replaceMany(27)).reverse().map((device) => device.id);
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 25));
    expect(ids(await list('?page=3&pageSize=10'))).toEqual(newestFirst.slice(20));
    expect((await list('?pageSize=100')).json().items).toHaveLength(27);
  });

  it('lists the device, both IMEIs and who settled the claim; claims settled without one are not listed', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const settledBy = await userIdOf(t.services.db, 'member@demo.test');
    const replacement = makeReplacement();
    const settledAt = minutesAgo(2);
    const settled = await makeSettledClaim(t.services.db, {
      organisationId,
      replacement,
      settledBy,
      settledAt,
    });
    await makeSettledClaim(t.services.db, { organisationId });
    expect((await list('')).json().items).toEqual([
      {
        id: settled.replacementDeviceId,
        replacementImei: replacement.imei,
        originalImei: settled.imei,
        deviceMake: 'Samsung',
        deviceModel: 'Galaxy S24',
        deviceColor: 'Black',
        deviceStorage: '256GB',
        settledAt: settledAt.toISOString(),
        settledBy: 'Morgan Member',
      },
    ]);
  });

  it('finds a device by its replacement IMEI or by the original IMEI', async () => {
    const [target] = await replaceMany(4);
    const byReplacement = await list(`?search=${target?.replacement.imei.slice(4)}`);
    expect(ids(byReplacement)).toEqual([target?.id]);
    expect(ids(await list(`?search=${target?.originalImei.slice(3, 14)}`))).toEqual([target?.id]);
  });

  it.each([
    ['a page size not offered', '?pageSize=75'],
    ['page 0', '?page=0'],
    ['a search of 51 characters', `?search=${'1'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await list(query)).statusCode).toBe(400);
  });

  it("never lists another organisation's devices", async () => {
    const [theirs] = await replaceMany(1, 'other.test');
    const [own] = await replaceMany(1);
    expect(ids(await list(''))).toEqual([own?.id]);
    expect((await list(`?search=${theirs?.replacement.imei}`)).json().total).toBe(0);
    expect(ids(await list('', 'member@other.test'))).toEqual([theirs?.id]);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/replacement-devices')).statusCode).toBe(401);
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/replacement-devices/:id', () => {
  const remove = async (id: string, email: string) =>
    send(t, { method: 'DELETE', url: `/api/v1/replacement-devices/${id}`, cookie: await t.signIn(email) });
  const remaining = async (id: string) =>
    t.services.db.select().from(replacementDevices).where(eq(replacementDevices.id, id));

  it('refuses a member with 403 and keeps the device', async () => {
    const [device] = await replaceMany(1);
    expect((await remove(device?.id ?? '', 'member@demo.test')).statusCode).toBe(403);
    expect(await remaining(device?.id ?? '')).toHaveLength(1);
  });

  it.each([
    ['an organisation admin', 'admin@demo.test'],
    ['a super admin', 'super@demo.test'],
  ])('lets %s delete it, with an audit event', async (_name, email) => {
    const [device] = await replaceMany(1);
    const id = device?.id ?? '';
    const response = await remove(id, email);
    expect(response.statusCode, response.body).toBe(204);
    expect(await remaining(id)).toEqual([]);
    const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(events).toMatchObject([
      {
        action: 'replacement_device.deleted',
        details: { replacementImei: device?.replacement.imei, originalImei: device?.originalImei },
      },
    ]);
  });

  it("takes the deleted device off its settled claim's details", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const settled = await makeSettledClaim(t.services.db, { organisationId, replacement: makeReplacement() });
    const cookie = await t.signIn('admin@demo.test');
    const details = () => t.get(`/api/v1/settled-claims/${settled.id}`, { cookie });
    expect((await details()).json().replacement).not.toBeNull();
    expect((await remove(settled.replacementDeviceId ?? '', 'admin@demo.test')).statusCode).toBe(204);
    const after = await details();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().replacement).toBeNull();
  });

  it("answers 404 for another organisation's device and leaves it", async () => {
    const [theirs] = await replaceMany(1, 'other.test');
    const response = await remove(theirs?.id ?? '', 'admin@demo.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Replacement device not found' });
    expect(await remaining(theirs?.id ?? '')).toHaveLength(1);
  });
});
