import { describe, expect, it } from 'vitest';
import { BULK_INTAKE_STOP_REASONS } from './bulk-intake';
import { bulkIntakeMessages as m } from './bulk-intake-messages';

describe('a bulk file’s problems', () => {
  it('name the columns the first line must hold', () => {
    expect(m.empty).toBe(
      'The file is empty. Its first line must name the columns: imei, claim_type, reference, fnol, loss_date.',
    );
    expect(m.wrongHeader('imei, type')).toBe(
      'The first line must name the columns imei, claim_type, reference, fnol, loss_date; it names: imei, type.',
    );
  });

  it('give the rows found and the most allowed, with thousands separated', () => {
    expect(m.tooManyRows(12_345)).toBe('The file has 12,345 rows; at most 10,000 may be uploaded at once.');
  });

  it('say why the CSV could not be read', () => {
    expect(m.unreadable('unclosed quote on line 3')).toBe(
      'The file could not be read as CSV: unclosed quote on line 3',
    );
  });

  it('count the values of a line against the five columns', () => {
    expect(m.wrongCellCount(3)).toBe(
      'This line has 3 values; it must have 5 (imei, claim_type, reference, fnol, loss_date).',
    );
  });

  it('point at the earlier line of a duplicate', () => {
    expect(m.duplicateInFile(7)).toBe('Duplicate of line 7 in this file: the IMEI is searched once.');
  });

  it('say which line cannot be retried', () => {
    expect(m.rowNotRetryable(12)).toBe(
      'Line 12 of this bulk upload has not failed: only failed rows can be retried.',
    );
  });

  it('give the range of uploads at once an admin may set', () => {
    expect(m.atOnceRange).toBe('Bulk uploads at once must be a whole number from 1 to 10');
  });
});

describe('refusals for coming too often or too many at once', () => {
  it.each([
    [1, 'Too many bulk files checked in a short time. Please wait 1 second and try again.'],
    [2, 'Too many bulk files checked in a short time. Please wait 2 seconds and try again.'],
    [45, 'Too many bulk files checked in a short time. Please wait 45 seconds and try again.'],
  ])('after %i s: %s', (seconds, text) => {
    expect(m.tooManyFiles(seconds)).toBe(text);
  });

  it.each([
    [1, '1 bulk upload in progress'],
    [3, '3 bulk uploads in progress'],
  ])('with %i allowed, says %s', (allowed, phrase) => {
    expect(m.tooManyAtOnce(allowed)).toBe(
      `Your organization already has ${phrase}, the most it allows at once. Start this one when one of them has finished; an organization admin can change the limit in the Org Admin Panel.`,
    );
  });
});

describe('a stopped batch', () => {
  it('says why it stopped for every reason a batch can stop', () => {
    for (const reason of BULK_INTAKE_STOP_REASONS) expect(m.stopped[reason]).toMatch(/^Stopped: /);
    expect(m.stopped['api-key-revoked']).toContain('the API key that uploaded this file was revoked');
    expect(m.stopped['creator-removed']).toContain('no longer has an account');
    expect(m.stopped['creator-deactivated']).toContain('was deactivated');
  });

  it('explains why its rows cannot be retried', () => {
    expect(m.notRetryableStopped(m.stopped['creator-deactivated'])).toBe(
      `${m.stopped['creator-deactivated']} Its rows cannot be retried as that person.`,
    );
  });
});

describe('the mails about a batch', () => {
  it.each([
    [1, 'ClaimGuard: your bulk upload of 1 row has finished'],
    [250, 'ClaimGuard: your bulk upload of 250 rows has finished'],
  ])('the finished mail’s subject for %i rows: %s', (total, subject) => {
    expect(m.finishedMailSubject(total)).toBe(subject);
  });

  it('counts the outcomes and offers the retry when rows failed', () => {
    expect(
      m.finishedMailText({ total: 10, done: 7, failed: 2, rejected: 1, url: 'https://app.example/bulk/b1' }),
    ).toBe(
      [
        'Your bulk upload has finished: 7 checked, 2 failed, 1 line rejected at upload.',
        'Failed rows can be retried from the upload page.',
        '',
        'See the results: https://app.example/bulk/b1',
      ].join('\n'),
    );
  });

  it('says nothing of a retry when no row failed', () => {
    expect(
      m.finishedMailText({ total: 10, done: 8, failed: 0, rejected: 2, url: 'https://app.example/bulk/b1' }),
    ).toBe(
      [
        'Your bulk upload has finished: 8 checked, 0 failed, 2 lines rejected at upload.',
        '',
        'See the results: https://app.example/bulk/b1',
      ].join('\n'),
    );
  });

  it('says why a batch stopped and how far it got', () => {
    expect(
      m.stoppedMailText({
        reason: m.stopped['api-key-revoked'],
        done: 4,
        url: 'https://app.example/bulk/b2',
      }),
    ).toBe(
      [
        m.stopped['api-key-revoked'],
        '4 rows were checked before it stopped.',
        '',
        'See the results: https://app.example/bulk/b2',
      ].join('\n'),
    );
  });

  it('counts one row checked before the stop in the singular', () => {
    const text = m.stoppedMailText({
      reason: m.stopped['api-key-revoked'],
      done: 1,
      url: 'https://app.example/bulk/b3',
    });
    expect(text.split('\n')[1]).toBe('1 row was checked before it stopped.');
  });
});

describe('the page’s counts and buttons', () => {
  it.each([
    [m.validSummary(3, 5), '3 of 5 rows can be checked.'],
    [m.validSummary(1, 1), '1 of 1 row can be checked.'],
    [m.start(1), 'Start 1 check'],
    [m.start(4), 'Start 4 checks'],
    [m.retryAll(1), 'Retry 1 failed row'],
    [m.retryAll(6), 'Retry 6 failed rows'],
    [m.retryRow(9), 'Retry line 9'],
    [m.retried(1), '1 row will be searched again.'],
    [m.retried(3), '3 rows will be searched again.'],
    [m.pausedBusy('14:05'), 'Paused: the device-history service asked us to wait until 14:05'],
    [
      m.pausedUnavailable('14:05'),
      'Paused: the device-history service is unavailable; the remaining rows are searched again from 14:05',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
