import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNREPORTED_FACTS } from '../../../../tests/fixtures/make-device-report';
import { parseDeviceHistoryAnswer } from './normalise';

const core = {
  serial: '353328110000013',
  serialdetails: { wellformedimei: true },
  checkmendstatus: { result: 'red', certid: 'C-1' },
};

function parsed(answer: unknown) {
  const result = parseDeviceHistoryAnswer(answer);
  if (!result.ok) throw new Error(result.problem);
  return result;
}

describe('an answer with only the verdict core', () => {
  it('keeps the verdict and reports every other fact as not reported, never as clean', () => {
    const { result, unreported } = parsed(core);
    expect(result).toMatchObject({
      certificate: { result: 'red', id: 'C-1' },
      isWellFormedImei: true,
      make: null,
      modelCandidates: [],
      ...UNREPORTED_FACTS,
      lastKnownCarriers: [],
    });
    // One log line names every fact that was not there.
    expect(unreported).toEqual(
      expect.arrayContaining([
        'blocklist.blocked (absent)',
        'claims (absent)',
        'stolen (absent)',
        'fmipstatus (absent)',
        'checkmendlastsearched (absent)',
      ]),
    );
  });

  it('reads a lock status at the top level as well as in serialdetails', () => {
    expect(parsed({ ...core, fmipstatus: 'activated' }).result).toMatchObject({
      lockStatus: 'activated',
      isLockActive: true,
    });
  });
});

describe('facts of another type than expected', () => {
  it('reads string booleans, Y/N flags and numeric certificate ids', () => {
    const { result } = parsed({
      ...core,
      serialdetails: { wellformedimei: 'true' },
      checkmendstatus: { result: 'green', certid: 987654 },
      blocklist: { blocked: 'Y', history: [] },
    });
    expect(result).toMatchObject({
      isWellFormedImei: true,
      isBlocked: true,
      certificate: { result: 'green', id: '987654' },
    });
    expect(parsed({ ...core, blocklist: { blocked: 'N' } }).result.isBlocked).toBe(false);
    expect(parsed({ ...core, serialdetails: { wellformedimei: 'FALSE' } }).result.isWellFormedImei).toBe(
      false,
    );
  });

  it('turns a count instead of a list, or a flag it cannot read, into not reported and names the field', () => {
    const { result, unreported } = parsed({
      ...core,
      claims: 2,
      blocklist: { blocked: 'maybe', history: 'none' },
    });
    expect(result).toMatchObject({ claims: null, isBlocked: null, blockHistory: null });
    expect(unreported).toEqual(
      expect.arrayContaining([
        'claims (number 2, not a list of records)',
        'blocklist.blocked (string "maybe", not yes or no)',
        'blocklist.history (string "none", not a list of records)',
      ]),
    );
  });

  it('reads a null checkmendlastsearched as never searched, and its absence as not reported', () => {
    expect(parsed({ ...core, checkmendlastsearched: null }).result.certificateLastSearched).toEqual({
      date: null,
    });
    expect(parsed(core).result.certificateLastSearched).toBeNull();
  });

  it('drops a lock status it does not know, keeping it in the raw answer', () => {
    const { result } = parsed({ ...core, serialdetails: { wellformedimei: true, fmipstatus: 'pending' } });
    expect(result).toMatchObject({ lockStatus: null, isLockActive: false });
    expect(result.raw).toMatchObject({ serialdetails: { fmipstatus: 'pending' } });
  });

  it('reads record fields sent as numbers and ignores fields of other types', () => {
    const { result } = parsed({ ...core, loss: [{ recorddate: 20240101, reportedby: { who: 'x' } }] });
    expect(result.lost).toEqual([{ recordDate: '20240101', reportedBy: null, reference: null }]);
  });
});

describe('make and model candidates', () => {
  it('keeps every candidate in order; make and model are the first', () => {
    const { result } = parsed({
      ...core,
      serialdetails: {
        wellformedimei: true,
        modelinformation: [
          {
            manufacturer: 'APPLE',
            models: [
              { name: 'IPHONE 7', colour: 'BLACK', storage: '32GB' },
              { name: 'IPHONE 7', colour: 'ROSE GOLD', storage: '128GB' },
            ],
          },
          { manufacturer: 'FOXCONN', models: [] },
        ],
      },
    });
    expect(result.make).toBe('APPLE');
    expect(result.model).toBe('IPHONE 7');
    expect(result.modelCandidates).toEqual([
      { manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'BLACK', storage: '32GB' },
      { manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'ROSE GOLD', storage: '128GB' },
      { manufacturer: 'FOXCONN', model: null, colour: null, storage: null },
    ]);
  });

  it('falls back to serialdetails make and model when modelinformation is absent', () => {
    const { result } = parsed({
      ...core,
      serialdetails: { wellformedimei: true, make: 'GOOGLE', model: 'PIXEL 7' },
    });
    expect(result).toMatchObject({ make: 'GOOGLE', model: 'PIXEL 7' });
  });
});

describe('the verdict core', () => {
  it('reads the verdict without regard to case or spaces, and any other word as red (named for the log)', () => {
    const verdict = (result: string) => parsed({ ...core, checkmendstatus: { result, certid: 1 } });
    expect(verdict('caution')).toMatchObject({
      result: { certificate: { result: 'red' } },
      unknownVerdict: 'caution',
    });
    expect(verdict(' GREEN ')).toMatchObject({
      result: { certificate: { result: 'green' } },
      unknownVerdict: null,
    });
    expect(verdict('green').result.certificate.result).toBe('green');
    expect(verdict('Red').unknownVerdict).toBeNull();
  });

  it.each([
    ['no checkmendstatus', { serial: core.serial, serialdetails: core.serialdetails }],
    ['no result', { ...core, checkmendstatus: { certid: 'C-1' } }],
    ['an empty result', { ...core, checkmendstatus: { result: ' ', certid: 'C-1' } }],
    ['no certificate id', { ...core, checkmendstatus: { result: 'green' } }],
    ['no wellformedimei', { ...core, serialdetails: {} }],
    ['wellformedimei "yes"', { ...core, serialdetails: { wellformedimei: 'yes' } }],
    ['a serial that is a number', { ...core, serial: 353328110000013 }],
    ['a list', [core]],
    ['null', null],
  ])('is no check with %s', (_name, answer) => {
    expect(parseDeviceHistoryAnswer(answer)).toMatchObject({ ok: false });
  });

  it('parses any JSON object that carries a valid verdict, whatever else it holds', () => {
    const verdict = fc.record({
      serial: fc.string(),
      serialdetails: fc.record({ wellformedimei: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) }),
      checkmendstatus: fc.record({
        result: fc.string().filter((result) => result.trim() !== ''),
        certid: fc.oneof(
          fc.string().filter((id) => id.trim() !== ''),
          fc.integer(),
        ),
      }),
    });
    const anything = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(anything, verdict, anything, (extra, answer, details) => {
        const merged = {
          ...extra,
          ...answer,
          serialdetails: { ...details, ...answer.serialdetails },
        };
        const outcome = parseDeviceHistoryAnswer(merged);
        expect(outcome.ok).toBe(true);
        if (outcome.ok) {
          expect(outcome.result.certificate.result).toBe(
            answer.checkmendstatus.result.trim() === 'green' ? 'green' : 'red',
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
