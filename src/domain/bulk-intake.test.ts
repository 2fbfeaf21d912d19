import { describe, expect, it } from 'vitest';
import { bulkIntakeProgress, parseFnol } from './bulk-intake';

describe('parseFnol', () => {
  it.each([
    ['', false],
    ['no', false],
    [' N ', false],
    ['false', false],
    ['0', false],
    ['yes', true],
    ['Y', true],
    ['TRUE', true],
    ['1', true],
    ['maybe', null],
    ['2', null],
  ])('reads %j as %j', (cell, expected) => {
    expect(parseFnol(cell)).toBe(expected);
  });
});

describe('bulkIntakeProgress', () => {
  const startedAt = '2026-11-26T10:00:00.000Z';
  const at = (seconds: number) => Date.parse(startedAt) + seconds * 1000;

  it('gives the pace so far and the time left at that pace', () => {
    const progress = bulkIntakeProgress(
      { total: 100, done: 18, failed: 2, startedAt, finishedAt: null },
      at(10),
    );
    expect(progress).toEqual({ worked: 20, remaining: 80, perMinute: 120, secondsLeft: 40, percent: 20 });
  });

  it('knows no pace before the first row, and measures a finished batch up to its end', () => {
    expect(
      bulkIntakeProgress({ total: 5, done: 0, failed: 0, startedAt: null, finishedAt: null }),
    ).toMatchObject({
      perMinute: null,
      secondsLeft: null,
      remaining: 5,
    });
    const finishedAt = new Date(at(30)).toISOString();
    const done = bulkIntakeProgress({ total: 30, done: 29, failed: 1, startedAt, finishedAt }, at(600));
    expect(done).toMatchObject({ perMinute: 60, secondsLeft: 0, remaining: 0, percent: 100 });
  });

  it('knows no pace while nothing is searched yet, started or not (rows counted, no start time recorded)', () => {
    expect(
      bulkIntakeProgress({ total: 5, done: 0, failed: 0, startedAt, finishedAt: null }, at(30)),
    ).toMatchObject({ perMinute: null, secondsLeft: null });
    expect(
      bulkIntakeProgress({ total: 5, done: 2, failed: 0, startedAt: null, finishedAt: null }, at(30)),
    ).toMatchObject({ worked: 2, perMinute: null, secondsLeft: null, percent: 40 });
  });
});
