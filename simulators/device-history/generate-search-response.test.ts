import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@/domain/imei';
import { generateSearchResponse } from './generate-search-response';

const imeiFrom = (first14: string) => `${first14}${luhnCheckDigit(first14)}`;
/** 4200 IMEIs spread over a known Apple TAC, a known Samsung TAC and an unknown one. */
const sample = ['35868609', '35004858', '86000000'].flatMap((tac) =>
  Array.from({ length: 1400 }, (_, index) =>
    imeiFrom(`${tac}${String((index * 7919) % 1_000_000).padStart(6, '0')}`),
  ),
);
const responses = sample.map(generateSearchResponse);
const share = (matches: (response: (typeof responses)[number]) => boolean) =>
  responses.filter(matches).length / responses.length;

describe('generateSearchResponse', () => {
  it('gives the same answer for the same IMEI, every time', () => {
    for (const imei of sample.slice(0, 50))
      expect(generateSearchResponse(imei)).toEqual(generateSearchResponse(imei));
  });

  it('names the make and model of a known TAC, and a generic device otherwise', () => {
    const makeOf = (imei: string) => generateSearchResponse(imei).serialdetails.modelinformation[0];
    expect(makeOf(imeiFrom('35868609123456'))).toMatchObject({
      manufacturer: 'APPLE',
      models: [{ name: 'IPHONE 7' }],
    });
    expect(makeOf(imeiFrom('35004858123456'))).toMatchObject({
      manufacturer: 'SAMSUNG',
      models: [{ name: 'GALAXY S22 ULTRA' }],
    });
    expect(makeOf(imeiFrom('86000000123456'))).toMatchObject({ manufacturer: 'GENERIC' });
  });

  it('is mostly clean, with a realistic share of red certificates', () => {
    const red = share((response) => response.checkmendstatus.result === 'red');
    expect(red).toBeGreaterThan(0.08);
    expect(red).toBeLessThan(0.2);
    const anyFinding = share(
      (response) =>
        response.checkmendstatus.result === 'red' ||
        response.serialdetails.fmipstatus === 'activated' ||
        response.patriothistory.length + response.claims.length + response.ownership.length > 0,
    );
    expect(anyFinding).toBeLessThan(0.3);
  });

  it('produces every kind of finding somewhere in the sample', () => {
    expect(share((response) => response.blocklist.blocked)).toBeGreaterThan(0);
    expect(share((response) => response.serialdetails.fmipstatus === 'activated')).toBeGreaterThan(0);
    expect(share((response) => response.serialdetails.fmipstatus === 'lost')).toBeGreaterThan(0);
    for (const list of ['stolen', 'found', 'loss', 'ownership', 'claims', 'patriothistory'] as const) {
      expect(
        share((response) => response[list].length > 0),
        list,
      ).toBeGreaterThan(0);
    }
  });

  it('keeps activation lock to Apple devices and lock status "notapplicable" for the rest', () => {
    for (const response of responses) {
      const isApple = response.serialdetails.modelinformation[0]?.manufacturer === 'APPLE';
      if (!isApple) expect(response.serialdetails.fmipstatus).toBe('notapplicable');
    }
  });

  it('keeps a blocked device blocked by at least one network, with dates in order', () => {
    for (const { blocklist } of responses.filter((response) => response.blocklist.blocked)) {
      const stillBlocking = blocklist.history.filter(
        (event) =>
          event.eventtype === 'BLOCKED' &&
          !blocklist.history.some(
            (later) => later.eventtype === 'UNBLOCKED' && later.network === event.network,
          ),
      );
      expect(stillBlocking.length).toBeGreaterThan(0);
      const dates = blocklist.history.map((event) => event.recorddate);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('answers a serial that is not a valid IMEI as not well formed, with no model', () => {
    for (const serial of ['353328110000998', '35332811000001', 'ABC123']) {
      const response = generateSearchResponse(serial);
      expect(response.serialdetails).toEqual({
        wellformedimei: false,
        modelinformation: [],
        fmipstatus: 'notapplicable',
      });
      expect(response.checkmendstatus.result).toBe('green');
    }
  });
});
