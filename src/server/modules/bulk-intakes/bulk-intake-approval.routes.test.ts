import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  bulkFile,
  bulkRows,
  finishedBatch,
  postFile,
  saveSettings,
  searchesOf,
  setupBulkIntakeApps,
} from '../../../../tests/support/bulk-intake-test-support';
import { ONE_POLL_MS } from '../../../../tests/support/registry-test-support';
import { send } from '../../../../tests/support/review-test-support';
import type { TestApp } from '../../../../tests/support/test-app';

const { start, startWorking } = setupBulkIntakeApps();

const rowsOf = (imeis: string[]) => bulkRows(imeis, 'APPROVE');
const decide = (t: TestApp, cookie: string, id: string, payload: object) =>
  send(t, { method: 'POST', url: `/api/v1/bulk-intakes/${id}/approval`, cookie, payload });

/** The demo organisation with approval above 2 rows, its admin and member signed in, the workers on. */
async function organisationWithApproval() {
  const { t, simulator } = await startWorking();
  const admin = await t.signIn('admin@demo.test');
  const saved = await saveSettings(t, admin, { bulkApprovalAboveRows: 2 });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({ bulkApprovalAboveRows: 2 });
  const member = await t.signIn('member@demo.test');
  return { t, simulator, admin, member };
}

/** A member's file of three fresh devices, accepted as awaiting approval. */
async function awaitingUpload(t: TestApp, member: string) {
  const imeis = [makeImei(), makeImei(), makeImei()];
  const response = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis)), member);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({ status: 'awaiting-approval', valid: 3 });
  return { id: response.json().id as string, imeis };
}

const auditOf = (t: TestApp, id: string) =>
  t.services.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectId, id),
        inArray(auditEvents.action, ['bulk_intake.approved', 'bulk_intake.rejected']),
      ),
    );

describe('a bulk upload above the approval threshold', () => {
  it('waits for an org admin, searching nothing and not counting toward the batches at once, then runs once approved', async () => {
    const { t, simulator, admin, member } = await organisationWithApproval();
    expect((await saveSettings(t, admin, { bulkIntakesAtOnce: 1 })).statusCode).toBe(200);
    const { id, imeis } = await awaitingUpload(t, member);

    await delay(3 * ONE_POLL_MS);
    expect((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie: member })).json()).toMatchObject({
      status: 'awaiting-approval',
      done: 0,
      failed: 0,
      startedAt: null,
    });
    expect(searchesOf(simulator, imeis)).toEqual([0, 0, 0]);
    // A file within the threshold is not held, nor refused by the one batch allowed at once.
    const small = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf([makeImei()])), member);
    expect(small.statusCode, small.body).toBe(202);
    expect(small.json()).toMatchObject({ status: 'queued' });
    await finishedBatch(t, small.json().id, member);

    // The admin finds it among the uploads awaiting approval, with who uploaded it, its rows and when.
    const awaiting = (await t.get('/api/v1/bulk-intakes?status=awaiting-approval', { cookie: admin })).json();
    expect(awaiting).toMatchObject({ total: 1 });
    expect(awaiting.items[0]).toMatchObject({
      id,
      total: 3,
      createdBy: { email: 'member@demo.test' },
      createdAt: expect.any(String),
    });

    const approved = await decide(t, admin, id, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'queued', decidedAt: expect.any(String) });
    // Approving again (a double click, a retry) is refused and queues nothing more.
    const again = await decide(t, admin, id, { approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NOT_AWAITING_APPROVAL',
      message: bulkIntakeMessages.notAwaitingApproval,
    });

    expect(await finishedBatch(t, id, member)).toMatchObject({ status: 'finished', done: 3, failed: 0 });
    expect(searchesOf(simulator, imeis)).toEqual([1, 1, 1]);
    expect(await auditOf(t, id)).toEqual([
      { action: 'bulk_intake.approved', details: { rows: 3, uploadedBy: 'member@demo.test' } },
    ]);
  }, 90_000);

  it('rejected with a reason, ends without a search, the reason shown to the uploader, and cannot be retried', async () => {
    const { t, simulator, admin, member } = await organisationWithApproval();
    const { id, imeis } = await awaitingUpload(t, member);

    const noReason = await decide(t, admin, id, { approve: false, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(noReason.json().message).toContain(bulkIntakeMessages.rejectionReasonRequired);

    const rejected = await decide(t, admin, id, { approve: false, reason: 'Split it into files of 2 rows' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await t.get(`/api/v1/bulk-intakes/${id}`, { cookie: member })).json();
    expect(seen).toMatchObject({
      status: 'rejected-by-admin',
      rejectionReason: 'Split it into files of 2 rows',
      done: 0,
      failed: 3,
      finishedAt: expect.any(String),
    });
    const rows = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie: member })).json();
    expect(rows.items.map((row: { state: string; message: string }) => [row.state, row.message])).toEqual(
      imeis.map(() => ['failed', bulkIntakeMessages.rejectedRowMessage('Split it into files of 2 rows')]),
    );
    const retry = await send(t, { method: 'POST', url: `/api/v1/bulk-intakes/${id}/retry`, cookie: member });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: bulkIntakeMessages.notRetryableRejected });
    expect((await decide(t, admin, id, { approve: true })).statusCode).toBe(409);

    await delay(3 * ONE_POLL_MS);
    expect(searchesOf(simulator, imeis)).toEqual([0, 0, 0]);
    expect(await auditOf(t, id)).toEqual([
      {
        action: 'bulk_intake.rejected',
        details: { rows: 3, uploadedBy: 'member@demo.test', reason: 'Split it into files of 2 rows' },
      },
    ]);
    // Its devices are no longer waiting: they may be uploaded again.
    const again = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis.slice(0, 2))), member);
    expect(again.statusCode, again.body).toBe(202);
  }, 90_000);

  it("is decided by its own organisation's admins only: a member gets 403, another organisation's admin 404", async () => {
    const { t, admin, member } = await organisationWithApproval();
    const { id } = await awaitingUpload(t, member);

    const byMember = await decide(t, member, id, { approve: true });
    expect(byMember.statusCode).toBe(403);
    const other = await t.signIn('admin@other.test');
    const byOther = await decide(t, other, id, { approve: true });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ message: bulkIntakeMessages.batchNotFound });
    expect((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie: admin })).json()).toMatchObject({
      status: 'awaiting-approval',
    });
    expect(await auditOf(t, id)).toEqual([]);
  }, 90_000);

  it('is not held when an org admin uploads it, nor when the organisation has no threshold', async () => {
    const { t, admin, member } = await organisationWithApproval();
    const own = await postFile(
      t,
      '/api/v1/bulk-intakes',
      bulkFile(rowsOf([makeImei(), makeImei(), makeImei()])),
      admin,
    );
    expect(own.statusCode, own.body).toBe(202);
    expect(own.json()).toMatchObject({ status: 'queued' });
    await finishedBatch(t, own.json().id, admin);

    expect((await saveSettings(t, admin, { bulkApprovalAboveRows: null })).json()).toMatchObject({
      bulkApprovalAboveRows: null,
    });
    const members = await postFile(
      t,
      '/api/v1/bulk-intakes',
      bulkFile(rowsOf([makeImei(), makeImei(), makeImei()])),
      member,
    );
    expect(members.statusCode, members.body).toBe(202);
    expect(members.json()).toMatchObject({ status: 'queued' });
    await finishedBatch(t, members.json().id, member);
  }, 90_000);
});

describe('the approval threshold setting', () => {
  it.each([0, -5, 2.5, 10_001, '100'])(
    'refuses %j with a clear 400 and keeps the saved one',
    async (value) => {
      const t = await start({});
      const admin = await t.signIn('admin@demo.test');
      expect((await saveSettings(t, admin, { bulkApprovalAboveRows: 500 })).statusCode).toBe(200);
      const refused = await saveSettings(t, admin, { bulkApprovalAboveRows: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.json().message).toContain(bulkIntakeMessages.approvalAboveRowsRange);
      expect((await t.get('/api/v1/organisation-settings', { cookie: admin })).json()).toMatchObject({
        bulkApprovalAboveRows: 500,
      });
    },
  );

  it('is off by default, and only org admins change it', async () => {
    const t = await start({});
    const admin = await t.signIn('admin@demo.test');
    expect((await t.get('/api/v1/organisation-settings', { cookie: admin })).json()).toMatchObject({
      bulkApprovalAboveRows: null,
    });
    const member = await t.signIn('member@demo.test');
    expect((await saveSettings(t, member, { bulkApprovalAboveRows: 10 })).statusCode).toBe(403);
  });
});
