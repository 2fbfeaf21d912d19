import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash';

const request = (body: unknown, params: unknown = { id: 'a' }) => ({ params, query: {}, body });

describe('canonicalJson', () => {
  it.each([
    [
      'keys sorted at every depth',
      { b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } },
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    ],
    ['strings escaped as JSON', { 'k"ey': 'line\nbreak é' }, '{"k\\"ey":"line\\nbreak é"}'],
    ['undefined object values left out, as JSON does', { a: undefined, b: 1 }, '{"b":1}'],
    ['undefined array entries written null, as JSON does', [undefined, 1], '[null,1]'],
    ['a missing value is null', undefined, 'null'],
    ['numbers as JSON writes them', { n: 1e21, m: -0.5 }, '{"m":-0.5,"n":1e+21}'],
    ['empty containers', { a: {}, b: [] }, '{"a":{},"b":[]}'],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });
});

describe('requestHash: the same write, whatever its key order; another write, another hash', () => {
  it('is a SHA-256 in hex', () => {
    expect(requestHash(request({ a: 1 }))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores key order', () => {
    expect(requestHash(request({ imei: '1', reference: 'CLM-1' }))).toBe(
      requestHash(request({ reference: 'CLM-1', imei: '1' })),
    );
  });

  it.each([
    ['another value', { imei: '2', reference: 'CLM-1' }],
    ['another type', { imei: 1, reference: 'CLM-1' }],
    ['a field more', { imei: '1', reference: 'CLM-1', fnol: false }],
    ['a field less', { imei: '1' }],
    ['spaces kept as sent', { imei: '1', reference: ' CLM-1' }],
  ])('tells apart %s', (_name, body) => {
    expect(requestHash(request(body))).not.toBe(requestHash(request({ imei: '1', reference: 'CLM-1' })));
  });

  it('tells apart the same body sent for another record', () => {
    expect(requestHash(request({ a: 1 }, { id: 'a' }))).not.toBe(requestHash(request({ a: 1 }, { id: 'b' })));
  });

  it('tells apart no body from an empty one', () => {
    expect(requestHash(request(undefined))).not.toBe(requestHash(request({})));
  });
});
