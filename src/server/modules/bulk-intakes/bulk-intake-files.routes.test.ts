import { describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { intakeMessages } from '@/domain/intake-messages';
import { messages } from '@/domain/messages';
import { bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { claimChecks } from '@/server/db/schema/checks';
import { makeImei, withWrongCheckDigit } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import {
  BULK_HEADER,
  bulkFile,
  postFile,
  saveSettings,
} from '../../../../tests/support/bulk-intake-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const counts = () =>
  t.services.db
    .$count(claimChecks)
    .then(async (checks) => ({ checks, batches: await t.services.db.$count(bulkIntakes) }));
const VALIDATE = '/api/v1/bulk-intakes/validation';

describe('POST /api/v1/bulk-intakes/validation: every line through the intake rules, nothing searched', () => {
  it('reports each bad line by its number in the words of the single intake, and counts the valid rows', async () => {
    const cookie = await t.signIn('member@demo.test');
    const [a, b, checked] = [makeImei(), makeImei(), makeImei()];
    expect((await t.post('/api/v1/checks', makeIntake({ imei: checked }), { cookie })).statusCode).toBe(201);
    const before = await counts();
    const file = bulkFile([
      `${a},Theft,CLM-1,no,`, // line 2: valid
      `,Theft,,no,`, // 3
      `${b},,,no,`, // 4
      `${b},Burglary,,no,`, // 5
      `${b},Total Loss,,no,`, // 6
      `${b},Theft,,yes,`, // 7
      `${b},Theft,,yes,2999-01-01`, // 8
      `${withWrongCheckDigit(b)},Theft,,no,`, // 9
      `12345,Theft,,no,`, // 10
      `${b},Theft,,maybe,`, // 11
      `${b},Theft,"CLM, with comma",yes,2026-01-02`, // 12: valid, the quoted comma is text
      `${a},Theft,again,no,`, // 13: the same device as line 2
      `${checked},Theft,,no,`, // 14: checked before
      `${a},Theft`, // 15
      `${b},Theft,,no,2024-05-01`, // 16: a loss date without FNOL, never dropped unsaid
    ]);
    const response = await postFile(t, VALIDATE, file, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { total, valid, problems } = response.json();
    expect({ total, valid }).toEqual({ total: 15, valid: 2 });
    expect(problems.map((p: { line: number; message: string }) => [p.line, p.message])).toEqual([
      [3, intakeMessages.imeiRequired],
      [4, intakeMessages.claimTypeRequired],
      [5, intakeMessages.claimTypeUnknown],
      [6, intakeMessages.fnolRequired],
      [7, intakeMessages.lossDateRequired],
      [8, intakeMessages.lossDateInFuture],
      [9, messages.imeiFailedLuhn],
      [10, messages.imeiNot15Digits],
      [11, bulkIntakeMessages.fnolInvalid],
      [13, bulkIntakeMessages.duplicateInFile(2)],
      [
        14,
        expect.stringMatching(
          /^This IMEI was already checked on \d\d\/\d\d\/\d{4}\. Find it in Claims Review\.$/,
        ),
      ],
      [15, bulkIntakeMessages.wrongCellCount(2)],
      [16, intakeMessages.lossDateWithoutFnol],
    ]);
    expect(problems.find((p: { line: number }) => p.line === 14).title).toBe(
      intakeMessages.previouslyCheckedTitle,
    );
    expect(await counts()).toEqual(before);
  });

  it('reads UTF-8 with a byte-order mark, Windows line ends, empty lines and headers in any case or order', async () => {
    const cookie = await t.signIn('member@demo.test');
    const file = `\uFEFFIMEI,Claim_Type,Reference,FNOL,Loss_Date\r\n\r\n${makeImei()},Theft,Ré-1,no,\r\n,,,,\r\n${makeImei()},Loss,,yes,2026-01-02\r\n`;
    const response = await postFile(t, VALIDATE, file, cookie);
    expect(response.json()).toEqual({ total: 2, valid: 2, problems: [] });
    const reordered = `loss_date,fnol,reference,claim_type,imei\n,no,,Theft,${makeImei()}\n`;
    expect((await postFile(t, VALIDATE, reordered, cookie)).json()).toMatchObject({ valid: 1 });
  });

  it('refuses a whole file that cannot be a bulk file, with a message for the file', async () => {
    const cookie = await t.signIn('member@demo.test');
    const refusal = async (body: string | Buffer) => {
      const response = await postFile(t, VALIDATE, body, cookie);
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refusal('imei,type\n353328110000013,Theft\n')).toMatchObject({
      status: 422,
      code: 'FILE_HEADER_INVALID',
      title: bulkIntakeMessages.title,
      message: bulkIntakeMessages.wrongHeader('imei, type'),
    });
    expect(await refusal('')).toMatchObject({ status: 422, message: bulkIntakeMessages.empty });
    const rows = Array.from({ length: 10_001 }, () => '353328110000013,Theft,,no,');
    expect(await refusal(bulkFile(rows))).toMatchObject({
      status: 422,
      code: 'TOO_MANY_ROWS',
      message: bulkIntakeMessages.tooManyRows(10_001),
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect(await refusal(png)).toMatchObject({
      status: 415,
      code: 'FILE_NOT_TEXT',
      message: bulkIntakeMessages.notText,
    });
    const latin1 = Buffer.from(`${BULK_HEADER}\n353328110000013,Theft,R\xe9f,no,\n`, 'latin1');
    expect(await refusal(latin1)).toMatchObject({ status: 415, code: 'FILE_NOT_TEXT' });
    expect(await refusal(`${BULK_HEADER}\n"unclosed,Theft,,no,\n`)).toMatchObject({
      status: 422,
      code: 'FILE_UNREADABLE',
    });
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    expect(await refusal(huge)).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: bulkIntakeMessages.tooLarge,
    });
    expect((await counts()).batches).toBe(0);
  });
});

describe('POST /api/v1/bulk-intakes without workers: refused or queued', () => {
  it('refuses a file with a bad line (422, every problem), and starts the valid rows once asked to skip them, keeping the rejected lines', async () => {
    const cookie = await t.signIn('member@demo.test');
    const [first, second] = [makeImei(), makeImei()];
    const file = bulkFile([`${first},Theft,CLM-1,no,`, `${second},Theft,,no,`, '12,Theft,CLM-BAD,no,']);
    const refused = await postFile(t, '/api/v1/bulk-intakes', file, cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ROWS_INVALID',
      message: bulkIntakeMessages.rowsInvalid,
      total: 3,
      valid: 2,
      problems: [{ line: 4, imei: '12', reference: 'CLM-BAD', message: messages.imeiNot15Digits }],
    });
    expect((await counts()).batches).toBe(0);
    const started = await postFile(t, '/api/v1/bulk-intakes?skipInvalid=true', file, cookie);
    expect(started.statusCode, started.body).toBe(202);
    const rejectedLine = {
      line: 4,
      imei: '12',
      claimType: 'Theft',
      reference: 'CLM-BAD',
      title: messages.invalidImei,
      message: messages.imeiNot15Digits,
    };
    // The reply names the lines left out: IMEI, reference and reason.
    expect(started.json()).toEqual({
      id: expect.any(String),
      status: 'queued',
      total: 3,
      valid: 2,
      problems: [rejectedLine],
    });
    const { id } = started.json();
    const batch = await t.get(`/api/v1/bulk-intakes/${id}`, { cookie });
    expect(batch.json()).toMatchObject({
      id,
      status: 'queued',
      stopReason: null,
      total: 2,
      done: 0,
      failed: 0,
      rejected: 1,
    });
    // Every line of the file stays with the batch, in file order, the rejected one with its reason.
    const rows = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json();
    expect(rows.total).toBe(3);
    expect(rows.items.map((row: { line: number; state: string }) => [row.line, row.state])).toEqual([
      [2, 'pending'],
      [3, 'pending'],
      [4, 'rejected'],
    ]);
    expect(rows.items[2]).toMatchObject({
      imei: '12',
      reference: 'CLM-BAD',
      message: messages.imeiNot15Digits,
    });
    const rejected = (await t.get(`/api/v1/bulk-intakes/${id}/rows?state=rejected`, { cookie })).json();
    expect({ total: rejected.total, lines: rejected.items.map((row: { line: number }) => row.line) }).toEqual(
      {
        total: 1,
        lines: [4],
      },
    );
    const csv = (await t.get(`/api/v1/bulk-intakes/${id}/results.csv`, { cookie })).body.trim().split('\n');
    expect(csv.slice(1)).toEqual([
      `2,${first},Theft,CLM-1,no,,Waiting,,,`,
      `3,${second},Theft,,no,,Waiting,,,`,
      `4,12,Theft,CLM-BAD,,,Rejected,${messages.imeiNot15Digits},,`,
    ]);
    // The Bulk upload page's list: who, when, counts.
    const list = (await t.get('/api/v1/bulk-intakes', { cookie })).json();
    expect(list.items[0]).toMatchObject({
      id,
      total: 2,
      rejected: 1,
      createdBy: { email: 'member@demo.test' },
    });
    // Its devices wait in that batch: a second upload of them is reported, not searched again.
    const again = await postFile(t, VALIDATE, file, cookie);
    expect(again.json().problems.slice(0, 2)).toEqual([
      expect.objectContaining({ line: 2, imei: first, message: bulkIntakeMessages.waitingElsewhere }),
      expect.objectContaining({ line: 3, imei: second, message: bulkIntakeMessages.waitingElsewhere }),
    ]);
    const nothingValid = await postFile(
      t,
      '/api/v1/bulk-intakes?skipInvalid=true',
      bulkFile(['1,Theft,,no,']),
      cookie,
    );
    expect(nothingValid.json()).toMatchObject({
      code: 'ROWS_INVALID',
      message: bulkIntakeMessages.noValidRows,
    });
  });

  it("runs at most the organisation's number of batches at once, which its admin sets", async () => {
    const cookie = await t.signIn('member@demo.test');
    const upload = () => postFile(t, '/api/v1/bulk-intakes', bulkFile([`${makeImei()},Theft,,no,`]), cookie);
    expect((await upload()).statusCode).toBe(202);
    expect((await upload()).statusCode).toBe(202);
    const third = await upload();
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      requestId: expect.any(String),
      code: 'TOO_MANY_BULK_INTAKES',
      title: bulkIntakeMessages.tooManyAtOnceTitle,
      message: bulkIntakeMessages.tooManyAtOnce(2),
    });
    expect((await counts()).batches).toBe(2);
    const admin = await t.signIn('admin@demo.test');
    const change = (bulkIntakesAtOnce: number) => saveSettings(t, admin, { bulkIntakesAtOnce });
    expect((await change(0)).statusCode).toBe(400);
    expect((await change(3)).json()).toMatchObject({ bulkIntakesAtOnce: 3 });
    expect((await upload()).statusCode).toBe(202);
    expect((await upload()).statusCode).toBe(409);
    // Another organisation's batches are its own.
    const other = await t.signIn('member@other.test');
    const theirs = await postFile(
      t,
      '/api/v1/bulk-intakes',
      bulkFile([`${makeImei()},Write-off,,yes,2026-01-02`]),
      other,
    );
    expect(theirs.statusCode).toBe(202);
  });

  it('refuses a retry of a batch with no failed row', async () => {
    const cookie = await t.signIn('member@demo.test');
    const started = await postFile(t, '/api/v1/bulk-intakes', bulkFile([`${makeImei()},Theft,,no,`]), cookie);
    const { id } = started.json();
    const all = await t.post(`/api/v1/bulk-intakes/${id}/retry`, {}, { cookie });
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({ code: 'NOT_RETRYABLE', message: bulkIntakeMessages.nothingToRetry });
    const one = await t.post(`/api/v1/bulk-intakes/${id}/rows/2/retry`, {}, { cookie });
    expect(one.json()).toMatchObject({
      code: 'NOT_RETRYABLE',
      message: bulkIntakeMessages.rowNotRetryable(2),
    });
  });

  it("answers 404 for another organisation's batch, and 403 to a user without a role", async () => {
    const cookie = await t.signIn('member@demo.test');
    const started = await postFile(t, '/api/v1/bulk-intakes', bulkFile([`${makeImei()},Theft,,no,`]), cookie);
    const { id } = started.json();
    const other = await t.signIn('member@other.test');
    for (const path of ['', '/rows', '/results.csv']) {
      const response = await t.get(`/api/v1/bulk-intakes/${id}${path}`, { cookie: other });
      expect(response.statusCode, path).toBe(404);
    }
    for (const path of ['/retry', '/rows/2/retry']) {
      const response = await t.post(`/api/v1/bulk-intakes/${id}${path}`, {}, { cookie: other });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await t.get('/api/v1/bulk-intakes', { cookie: other })).json().items).toEqual([]);
    const noRole = await t.signIn('norole@demo.test');
    expect((await postFile(t, VALIDATE, bulkFile([]), noRole)).statusCode).toBe(403);
  });
});
