import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  BUSY_DEFAULT_SECONDS,
  BUSY_MAX_SECONDS,
  readSearchAnswer,
  retryAfterSeconds,
} from './read-search-answer';

const SERIAL = '353328110000013';
const NOW = Date.parse('2026-11-27T12:00:00Z');
const core = (overrides: Record<string, unknown> = {}) => ({
  serial: SERIAL,
  serialdetails: { wellformedimei: true },
  checkmendstatus: { result: 'green', certid: 'C-1' },
  ...overrides,
});

function read(body: unknown, { status = 200, headers = {} as Record<string, string>, serial = SERIAL } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return readSearchAnswer(serial, { status, text, headers: new Headers(headers) }, NOW);
}
function value(answer: ReturnType<typeof read>) {
  if (!('value' in answer)) throw new Error(`expected a check, got ${JSON.stringify(answer.failure)}`);
  return answer.value;
}
function failure(answer: ReturnType<typeof read>) {
  if (!('failure' in answer)) throw new Error('expected a failure, got a check');
  return answer.failure;
}

describe('readSearchAnswer: whose answer it is', () => {
  it('reads an answer about the serial asked, whatever its case and surrounding spaces', () => {
    expect(value(read(core({ serial: ` ${SERIAL} ` }))).result.certificate.result).toBe('green');
    expect(value(read(core({ serial: 'abc123' }), { serial: 'ABC123' })).result.serial).toBe('abc123');
  });

  it('refuses an answer about another serial: no verdict, the serial it named in the detail', () => {
    const answer = failure(read(core({ serial: '353328110000021' })));
    expect(answer).toMatchObject({ kind: 'other-device', status: 200 });
    expect(answer.detail).toContain('353328110000021');
  });

  it('refuses the other-serial scenario of the simulator (a clean green answer of another device)', () => {
    const imei = scenarioImei('other-serial');
    expect(failure(read(buildSearchResponse(imei), { serial: imei })).kind).toBe('other-device');
  });

  it('never reads an answer about another serial as a verdict (property)', () => {
    const serial = fc.stringMatching(/^[0-9A-Za-z]{1,20}$/);
    const answer = fc.record({
      result: fc.constantFrom('green', 'GREEN', ' Green ', 'red', 'caution'),
      certid: fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
      padding: fc.constantFrom('', ' ', '\t'),
      extra: fc.dictionary(fc.string(), fc.jsonValue()),
    });
    fc.assert(
      fc.property(serial, serial, answer, (asked, answered, { result, certid, padding, extra }) => {
        fc.pre(asked.trim().toUpperCase() !== answered.trim().toUpperCase());
        const body = {
          ...extra,
          serial: `${padding}${answered}${padding}`,
          serialdetails: { wellformedimei: true },
          checkmendstatus: { result, certid },
        };
        const outcome = readSearchAnswer(asked, {
          status: 200,
          text: JSON.stringify(body),
          headers: new Headers(),
        });
        expect('value' in outcome).toBe(false);
      }),
    );
  });
});

describe('readSearchAnswer: the verdict word', () => {
  it.each([
    ['green', 'green'],
    ['GREEN', 'green'],
    [' Green\t', 'green'],
    ['red', 'red'],
    ['RED ', 'red'],
  ])('reads %j as %s, nothing to log', (word, verdict) => {
    const read_ = value(read(core({ checkmendstatus: { result: word, certid: 'C-1' } })));
    expect(read_.result.certificate.result).toBe(verdict);
    expect(read_.unknownVerdict).toBeNull();
  });

  it.each(['caution', 'amber', 'greenish', 'gr een'])(
    'reads the unknown word %j as red (the safe side) and gives it for the log',
    (word) => {
      const read_ = value(read(core({ checkmendstatus: { result: word, certid: 'C-1' } })));
      expect(read_.result.certificate.result).toBe('red');
      expect(read_.unknownVerdict).toBe(word);
    },
  );
});

describe('readSearchAnswer: lists item by item', () => {
  it('keeps the records beside a null or malformed item and names each item left out', () => {
    const imei = scenarioImei('nulls-in-lists');
    const { result, unreported } = value(read(buildSearchResponse(imei), { serial: imei }));
    expect(result.claims).toEqual([
      expect.objectContaining({ insurer: 'Other Insurer plc', claimReference: 'OI-31337' }),
    ]);
    expect(result.stolen).toEqual([expect.objectContaining({ crimeReference: 'MP/26/0042' })]);
    expect(result.modelCandidates).toEqual([
      { manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'BLACK', storage: '32GB' },
    ]);
    expect(unreported).toEqual(
      expect.arrayContaining([
        'claims[0] (null, not a record)',
        'claims[2] (string "settled", not a record)',
        'stolen[0] (null, not a record)',
        'serialdetails.modelinformation[0] (null, not a record)',
        'serialdetails.modelinformation[1].models[0] (null, not a record)',
      ]),
    );
  });

  it('still reports a list that is not a list at all as not reported', () => {
    const { result, unreported } = value(read(core({ claims: 2 })));
    expect(result.claims).toBeNull();
    expect(unreported).toContain('claims (number 2, not a list of records)');
  });
});

describe('readSearchAnswer: bounded and clean', () => {
  it('keeps at most 50 model candidates, and says how many there were', () => {
    const imei = scenarioImei('long-answer');
    const { result, unreported } = value(read(buildSearchResponse(imei), { serial: imei }));
    expect(result.modelCandidates).toHaveLength(50);
    expect(result.modelCandidates[49]?.model).toBe('IPHONE 7 VARIANT 50');
    expect(unreported).toContain('serialdetails.modelinformation (120 candidates, the first 50 kept)');
  });

  it('strips control characters and direction overrides from every text, in the report and the answer kept', () => {
    const imei = scenarioImei('control-characters');
    const { result } = value(read(buildSearchResponse(imei), { serial: imei }));
    expect(result.claims).toEqual([
      expect.objectContaining({ insurer: 'Other Insurer[31m plc', claimReference: 'OI-CTRL LF END' }),
    ]);
    const kept = JSON.stringify(result.raw);
    expect(kept).not.toMatch(/\\u00[01][0-9a-f]|\u202e/);
    expect(kept).toContain('Other Insurer[31m plc');
  });

  it('strips them from keys, and mends half a surrogate pair, so the answer can be stored', () => {
    const { result } = value(
      read(
        `{"serial":"${SERIAL}","serialdetails":{"wellformedimei":true},"checkmendstatus":{"result":"red","certid":"C-1"},"no\\u0000te":"a\\ud800b"}`,
      ),
    );
    expect(result.raw).toMatchObject({ note: 'a\uFFFDb' });
  });

  it("strips them from a refusal in the provider's own words too", () => {
    const answer = failure(
      read({ errors: [{ id: 999, message: 'Store\u0000 suspended\u202e' }] }, { status: 400 }),
    );
    expect(answer).toMatchObject({ kind: 'rejected', message: 'Store suspended' });
  });
});

describe('readSearchAnswer: busy (429)', () => {
  it('is its own failure, with the wait from Retry-After in seconds and the text a user reads', () => {
    const answer = failure(
      read(
        { errors: [{ id: 429, message: 'Slow down' }] },
        { status: 429, headers: { 'retry-after': '120' } },
      ),
    );
    expect(answer).toMatchObject({
      kind: 'busy',
      status: 429,
      retryAfterSeconds: 120,
      message: 'The device-history service is busy: try again in 120 seconds',
    });
  });

  it('reads Retry-After as an HTTP date', () => {
    const at = new Date(NOW + 90_000).toUTCString();
    expect(failure(read('', { status: 429, headers: { 'retry-after': at } }))).toMatchObject({
      retryAfterSeconds: 90,
    });
  });

  it.each([
    [undefined, BUSY_DEFAULT_SECONDS],
    ['soon', BUSY_DEFAULT_SECONDS],
    ['0', 1],
    ['Thu, 01 Jan 2026 00:00:00 GMT', 1],
    ['999999', BUSY_MAX_SECONDS],
  ])('waits a sensible time for Retry-After %j (%i s)', (header, seconds) => {
    const headers: Record<string, string> = header === undefined ? {} : { 'retry-after': header };
    expect(failure(read('', { status: 429, headers }))).toMatchObject({
      kind: 'busy',
      retryAfterSeconds: seconds,
    });
  });

  it('reads nothing else into Retry-After', () => {
    expect(retryAfterSeconds(null, NOW)).toBeNull();
    expect(retryAfterSeconds(' 30 ', NOW)).toBe(30);
  });
});

describe('readSearchAnswer: every other status and shape', () => {
  it.each([
    [401, 'unauthorised'],
    [403, 'unauthorised'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [404, 'bad-response'],
    [204, 'bad-response'],
  ])('HTTP %i is %s', (status, kind) => {
    expect(failure(read(status === 204 ? '' : 'nope', { status })).kind).toBe(kind);
  });

  it('keeps the wait an unavailable service names (503 with Retry-After)', () => {
    expect(failure(read('busy', { status: 503, headers: { 'retry-after': '45' } }))).toMatchObject({
      kind: 'unavailable',
      retryAfterSeconds: 45,
    });
  });

  it.each([
    [{ errors: [{ id: 306, message: 'Insufficient Credits' }] }, 'no-credits'],
    [{ errors: [{ id: 1, message: 'The GAPI is currently unavailable.' }] }, 'unavailable'],
  ])('an errors envelope is an error even with a 200: %j', (body, kind) => {
    expect(failure(read(body)).kind).toBe(kind);
  });

  it.each([
    ['not JSON', 'bad-response'],
    [JSON.stringify([core()]), 'no-verdict'],
    [JSON.stringify(core({ checkmendstatus: { result: ' ', certid: 'C-1' } })), 'no-verdict'],
    [JSON.stringify({ serial: SERIAL }), 'no-verdict'],
    ['null', 'no-verdict'],
  ])('%s is %s: nothing to store', (text, kind) => {
    expect(failure(read(text)).kind).toBe(kind);
  });
});
