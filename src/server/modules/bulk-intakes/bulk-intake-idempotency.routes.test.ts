import { describe, expect, it } from 'vitest';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { BULK_FILE_LIMIT } from '@/server/modules/bulk-intakes/bulk-file-limits';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { bulkFile, bulkRows, postFile } from '../../../../tests/support/bulk-intake-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const UPLOAD = '/api/v1/bulk-intakes';
const counts = async () => ({
  batches: await t.services.db.$count(bulkIntakes),
  rows: await t.services.db.$count(bulkIntakeRows),
});
const fileOf = (rows: number) =>
  bulkFile(
    bulkRows(
      Array.from({ length: rows }, () => makeImei()),
      'IDEM',
    ),
  );

describe('POST /api/v1/bulk-intakes with an Idempotency-Key: a retried upload starts one batch', () => {
  it('answers a retry of the same file with the first reply, marked replayed, and starts nothing more', async () => {
    const cookie = await t.signIn('member@demo.test');
    const file = fileOf(3);
    const before = await counts();
    const first = await postFile(t, UPLOAD, file, cookie, { 'idempotency-key': 'upload-1' });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postFile(t, UPLOAD, file, cookie, { 'idempotency-key': 'upload-1' });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual({ batches: before.batches + 1, rows: before.rows + 3 });
  });

  it('refuses the key with another file or another query (422), and starts nothing', async () => {
    const cookie = await t.signIn('member@demo.test');
    const file = fileOf(2);
    expect((await postFile(t, UPLOAD, file, cookie, { 'idempotency-key': 'upload-2' })).statusCode).toBe(202);
    const before = await counts();
    for (const [url, body] of [
      [UPLOAD, fileOf(2)],
      [`${UPLOAD}?skipInvalid=true`, file],
    ] as const) {
      const reused = await postFile(t, url, body, cookie, { 'idempotency-key': 'upload-2' });
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await counts()).toEqual(before);
  });

  it('replays a refused file, and a retry is not counted against the files a minute', async () => {
    const cookie = await t.signIn('member@demo.test');
    const refused = bulkFile([`${makeImei()},Theft,IDEM-BAD,maybe,`]);
    const first = await postFile(t, UPLOAD, refused, cookie, { 'idempotency-key': 'upload-3' });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'ROWS_INVALID' });
    for (let retry = 0; retry < BULK_FILE_LIMIT.limit; retry++) {
      const again = await postFile(t, UPLOAD, refused, cookie, { 'idempotency-key': 'upload-3' });
      expect(again.statusCode, again.body).toBe(422);
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    // The first upload was the only file counted: another one is still taken.
    const another = await postFile(t, UPLOAD, fileOf(1), cookie);
    expect(another.statusCode, another.body).toBe(202);
  });

  it('keeps keys apart by organization: the same key in another organization starts its own batch', async () => {
    // A claim type both organizations have.
    const file = bulkFile([`${makeImei()},Accidental Damage,IDEM-ORG,no,`]);
    const member = await t.signIn('member@demo.test');
    const first = await postFile(t, UPLOAD, file, member, { 'idempotency-key': 'upload-4' });
    expect(first.statusCode).toBe(202);
    const other = await t.signIn('member@other.test');
    const second = await postFile(t, UPLOAD, file, other, { 'idempotency-key': 'upload-4' });
    expect(second.statusCode, second.body).toBe(202);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });
});
