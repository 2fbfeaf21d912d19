import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '@/domain/imei';
import { buildSearchResponse, findSerialByCrimeReference } from './build-search-response';
import { cleanSearchResponse } from './generate-search-response';
import { OTHER_SERIAL } from './integrity-scenarios';
import { ALL_SCENARIOS, findScenario, type ScenarioName, scenarioImei } from './scenarios';
import type { SearchResponse } from './search-response';

/** Answers of other shapes than the documented one, as a live service may send them. */
const offShapeAnswers: Partial<Record<ScenarioName, object>> = {
  'core-only-red': { serialdetails: { wellformedimei: true }, checkmendstatus: { result: 'red' } },
  'string-booleans': {
    serialdetails: { wellformedimei: 'true' },
    blocklist: { blocked: 'Y' },
    claims: 2,
    checkmendstatus: { result: 'red', certid: expect.any(Number) },
  },
  'fmip-top-level': { fmipstatus: 'activated', checkmendstatus: { result: 'green' } },
  'model-candidates': {
    serialdetails: {
      modelinformation: [
        { manufacturer: 'APPLE', models: [{ colour: 'BLACK' }, { colour: 'ROSE GOLD' }] },
        { manufacturer: 'FOXCONN' },
      ],
    },
  },
  'no-verdict': { serialdetails: { wellformedimei: true } },
};

/** Answers that are not what they claim to be, or hard to read (integrity-scenarios.ts). */
const integrityAnswers: Partial<Record<ScenarioName, (answer: Record<string, unknown>) => void>> = {
  'other-serial': (answer) => {
    expect(answer.serial).toBe(OTHER_SERIAL);
    expect(answer).toMatchObject({ checkmendstatus: { result: 'green' } });
  },
  'verdict-uppercase': (answer) => expect(answer).toMatchObject({ checkmendstatus: { result: ' GREEN ' } }),
  'verdict-caution': (answer) => expect(answer).toMatchObject({ checkmendstatus: { result: 'caution' } }),
  'nulls-in-lists': (answer) => {
    expect(answer.claims).toEqual([null, expect.objectContaining({ claimreference: 'OI-31337' }), 'settled']);
    expect(answer.stolen).toEqual([null, expect.objectContaining({ crimereference: 'MP/26/0042' })]);
    expect(answer).toMatchObject({ serialdetails: { modelinformation: [null, { models: [null, {}] }] } });
  },
  'control-characters': (answer) => expect(JSON.stringify(answer.claims)).toMatch(/\\u0000.*\\u001b.*\u202e/),
  'long-answer': (answer) => {
    expect(JSON.stringify(answer).length).toBeGreaterThan(300_000);
    expect(JSON.stringify(answer).length).toBeLessThan(1024 * 1024);
    expect(answer).toMatchObject({ serialdetails: { modelinformation: [{ models: expect.any(Array) }] } });
  },
};

const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

/** What sets each answering scenario apart from the clean answer. */
const expectations: Partial<Record<ScenarioName, (response: SearchResponse) => void>> = {
  clean: (response) => expect(response).toEqual(cleanSearchResponse(response.serial)),
  blocked: (response) => {
    expect(response.blocklist.blocked).toBe(true);
    expect(response.blocklist.history.length).toBeGreaterThan(1);
    expect(response.checkmendstatus.result).toBe('red');
  },
  'lock-activated': (response) => {
    expect(response.serialdetails.fmipstatus).toBe('activated');
    expect(response.checkmendstatus.result).toBe('green');
  },
  'lock-lost': (response) => {
    expect(response.serialdetails.fmipstatus).toBe('lost');
    expect(response.checkmendstatus.result).toBe('red');
  },
  'lock-notactivated': (response) => expect(response.serialdetails.fmipstatus).toBe('notactivated'),
  'lock-notapplicable': (response) => {
    expect(response.serialdetails.fmipstatus).toBe('notapplicable');
    expect(response.serialdetails.modelinformation[0]?.manufacturer).toBe('SAMSUNG');
  },
  'existing-claims': (response) => {
    expect(response.claims).toMatchObject([{ claimtype: 'settled', insurer: 'Other Insurer plc' }]);
    expect(response.checkmendstatus.result).toBe('red');
  },
  'logged-claim': (response) => {
    expect(response.claims).toMatchObject([{ claimtype: 'logged' }]);
    expect(response.checkmendstatus.result).toBe('green');
  },
  stolen: (response) => {
    expect(response.stolen).toMatchObject([{ crimereference: 'BF/08/1090', force: 'bedfordshire' }]);
    expect(response.checkmendstatus.result).toBe('red');
  },
  found: (response) => {
    expect(response.found).toHaveLength(1);
    expect(response.checkmendstatus.result).toBe('red');
  },
  'lost-record': (response) => {
    expect(response.loss).toHaveLength(1);
    expect(response.checkmendstatus.result).toBe('red');
  },
  ownership: (response) => {
    expect(response.ownership).toHaveLength(1);
    expect(response.checkmendstatus.result).toBe('green');
  },
  'earlier-searches': (response) => {
    expect(response.patriothistory.map((search) => search.insurer)).toEqual([
      'Insurer A',
      'Insurer B',
      'Insurer C',
    ]);
    expect(response.patriothistory[2]?.contactnumber).toBeNull();
    expect(response.checkmendlastsearched).toBe('2024-05-11 16:20:00');
  },
  'red-certificate': (response) => {
    expect(response).toEqual({
      ...cleanSearchResponse(response.serial),
      checkmendstatus: { ...response.checkmendstatus, result: 'red' },
    });
  },
  'recovered-after-claim': (response) => {
    expect(response.blocklist.blocked).toBe(true);
    expect(response.stolen).toHaveLength(1);
  },
  'claimed-elsewhere-later': (response) => expect(response).toEqual(cleanSearchResponse(response.serial)),
  'red-after-own-settlement': (response) => {
    expect(response).toEqual({ ...cleanSearchResponse(response.serial), patriothistory: [] });
    const third = buildSearchResponse(response.serial, 3) as typeof response;
    expect(third.patriothistory.map((search) => search.insurer)).toEqual([
      'ClaimGuard (store 1)',
      'ClaimGuard (store 1)',
    ]);
    expect(third.checkmendstatus.result).toBe('green');
  },
  'monitoring-demo': (response) => {
    expect(response.blocklist.blocked).toBe(false);
    expect(response.found).toHaveLength(1);
  },
  'changes-on-recheck': (response) => {
    expect(response).toEqual(cleanSearchResponse(response.serial));
    expect(response.serialdetails.fmipstatus).toBe('notactivated');
  },
  'green-certificate': (response) => {
    expect(response.checkmendstatus).toMatchObject({
      result: 'green',
      certid: expect.stringMatching(/^\d+$/),
    });
    expect(response.checkmendlastsearched).not.toBeNull();
  },
};

describe('the scenario catalogue', () => {
  it('has unique names and unique, Luhn-valid IMEIs', () => {
    expect(new Set(ALL_SCENARIOS.map((scenario) => scenario.name)).size).toBe(ALL_SCENARIOS.length);
    expect(new Set(ALL_SCENARIOS.map((scenario) => scenario.imei)).size).toBe(ALL_SCENARIOS.length);
    for (const { imei } of ALL_SCENARIOS) expect(isLuhnValid(imei), imei).toBe(true);
  });

  it.each(ALL_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s is documented in README.md with its IMEI',
    (name, { imei }) => {
      expect(readme).toMatch(new RegExp(`\\|\\s*\`${imei}\`\\s*\\|\\s*${name}\\s*\\|`));
    },
  );

  it('pairs every scenario with either an answer check or a fault', () => {
    for (const scenario of ALL_SCENARIOS) {
      const hasExpectation =
        scenario.name in expectations ||
        scenario.name in offShapeAnswers ||
        scenario.name in integrityAnswers;
      expect(hasExpectation !== 'fault' in scenario, scenario.name).toBe(true);
    }
  });

  it.each(Object.entries(offShapeAnswers))('%s gives an answer of another shape', (name, expected) => {
    const imei = scenarioImei(name as ScenarioName);
    const answer = buildSearchResponse(imei);
    expect(answer).toMatchObject({ serial: imei, ...expected });
    if (name === 'core-only-red')
      expect(Object.keys(answer).sort()).toEqual(['checkmendstatus', 'serial', 'serialdetails']);
    if (name === 'no-verdict') expect(answer).not.toHaveProperty('checkmendstatus');
    if (name === 'fmip-top-level') expect(answer).not.toHaveProperty('serialdetails.fmipstatus');
  });

  it.each(Object.entries(integrityAnswers))('%s gives its answer', (name, check) => {
    check(buildSearchResponse(scenarioImei(name as ScenarioName)) as Record<string, unknown>);
  });

  it.each(Object.entries(expectations))('%s gives its answer', (name, check) => {
    const imei = scenarioImei(name as ScenarioName);
    const response = buildSearchResponse(imei) as SearchResponse;
    expect(response.serial).toBe(imei);
    expect(response.serialdetails.wellformedimei).toBe(true);
    check(response);
  });

  it('changes-on-recheck answers activated, blocked and with one claim from the second search on', () => {
    const imei = scenarioImei('changes-on-recheck');
    for (const searchNumber of [2, 3]) {
      const response = buildSearchResponse(imei, searchNumber) as SearchResponse;
      expect(response.serialdetails.fmipstatus).toBe('activated');
      expect(response.blocklist.blocked).toBe(true);
      expect(response.claims).toHaveLength(1);
      expect(response.checkmendstatus.result).toBe('red');
    }
  });

  it('the monitoring scenarios change after the first search: recovered, claimed elsewhere', () => {
    const [first, later] = [1, 2].map(
      (n) => buildSearchResponse(scenarioImei('recovered-after-claim'), n) as SearchResponse,
    );
    expect(later?.blocklist.blocked).toBe(false);
    expect(later?.serialdetails.fmipstatus).toBe('notactivated');
    expect(later?.found).toHaveLength(1);
    expect(first?.serialdetails.fmipstatus).toBe('lost');
    const elsewhere = buildSearchResponse(scenarioImei('claimed-elsewhere-later'), 2) as SearchResponse;
    expect(elsewhere.claims).toEqual([expect.objectContaining({ insurer: 'Harbour Gadget Cover' })]);
  });

  it('resolves the stolen scenario by its crime reference, in any case', () => {
    expect(findSerialByCrimeReference('BF/08/1090')).toBe(scenarioImei('stolen'));
    expect(findSerialByCrimeReference('bf/08/1090')).toBe(scenarioImei('stolen'));
    expect(findSerialByCrimeReference('XX/00/0000')).toBeUndefined();
  });

  it('gives the scenario TAC its default device', () => {
    expect(cleanSearchResponse(scenarioImei('clean')).serialdetails.modelinformation).toEqual([
      { manufacturer: 'APPLE', models: [{ name: 'IPHONE 7', colour: 'BLACK', storage: '32GB' }] },
    ]);
  });
});

describe('scenario variants', () => {
  it('answer as their scenario does, about their own serial, and are never a fresh IMEI', () => {
    const variant = scenarioImei('stolen', '042');
    expect(isLuhnValid(variant)).toBe(true);
    expect(variant).not.toBe(scenarioImei('stolen'));
    expect(findScenario(variant)).toMatchObject({ name: 'stolen', imei: variant });
    expect(buildSearchResponse(variant)).toMatchObject({
      serial: variant,
      checkmendstatus: { result: 'red' },
    });
    expect(findScenario(scenarioImei('changes-on-recheck', '042'))?.name).toBe('changes-on-recheck');
    expect(() => scenarioImei('stolen', '42')).toThrow();
  });
});
