import fc from 'fast-check';

/** Strings attackers and broken clients send: injections, traversal, control bytes, odd unicode, odd numbers. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  "%' AND 1=0 UNION SELECT id, email FROM users --",
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  'a\u0000b',
  '\u0000',
  'line\r\nSet-Cookie: injected=1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}<%= 7*7 %>',
  '%s%s%s%n',
  '\u202Eevil\u202C',
  '\u200B\uFEFF',
  'Z\u0351\u0332\u0354\u0359a\u0368\u0364l\u0363g\u0346o',
  '😀👩‍👩‍👧‍👦🇬🇧',
  '\uD800',
  'name\uDC00',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0x10',
  '9'.repeat(400),
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '353328110000013',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(10_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value whose leaves are hostile: wrong types everywhere, objects where strings go, and the reverse. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body as sent: JSON of any shape, or raw bytes with a content type the route may not accept. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Payloads that are not ordinary JSON values: pollution keys, broken syntax, nesting, sizes past the limit. */
const RAW_BODIES: readonly Omit<Extract<FuzzBody, { kind: 'raw' }>, 'kind'>[] = [
  { text: '{"__proto__":{"isAdmin":true,"role":"super_admin"}}', contentType: 'application/json' },
  { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { text: '{"a":', contentType: 'application/json' },
  { text: '', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"\\u0000"', contentType: 'application/json' },
  { text: nested(5_000), contentType: 'application/json' },
  { text: `${'['.repeat(40_000)}${']'.repeat(40_000)}`, contentType: 'application/json' },
  { text: JSON.stringify({ imei: 'x'.repeat(99_000) }), contentType: 'application/json' },
  { text: JSON.stringify({ email: 'x'.repeat(150_000) }), contentType: 'application/json' },
  { text: 'email=a%40b.test&password=x', contentType: 'application/x-www-form-urlencoded' },
  { text: '<a>1</a>', contentType: 'application/xml' },
  { text: 'plain words', contentType: 'text/plain' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
];

/** Bodies for a route: `shaped` ones (its schema's fields with hostile values), or anything at all. */
export function fuzzBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: hostileValue.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): FuzzBody => ({ kind: 'raw', ...raw })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which it refuses) becomes the bytes UTF-8 would give
 * it, `%ED%A0%80`: not valid UTF-8, which is exactly what a hostile client sends.
 */
export function encodeHostile(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** A value as text in an address, a header or a text body: a string as it is, anything else as JSON. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A query string: `shaped` (the route's own fields), or its keys and pollution keys repeated, all hostile. */
export function fuzzQuery(keys: readonly string[], shaped: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, '__proto__', 'constructor', 'page', 'pageSize'),
    hostileString,
  );
  const values = fc.oneof(
    hostileString.map((v) => [v]),
    fc.array(hostileString, { minLength: 2, maxLength: 3 }),
  );
  const loose = fc.array(fc.tuple(key, values), { maxLength: 4 });
  const fromShape = shaped.map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([name, v]) => [name, [asText(v)]] as [string, string[]])
      : [],
  );
  return fc
    .oneof(fromShape, loose)
    .map((pairs) =>
      pairs
        .flatMap(([name, list]) => list.map((v) => `${encodeHostile(name)}=${encodeHostile(v)}`))
        .join('&'),
    );
}

/** Path parameter values: hostile strings, mostly, plus a real-looking id now and then. */
export function fuzzParams(names: readonly string[]): fc.Arbitrary<Record<string, string>> {
  const value = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: fc.uuid() });
  return fc.record(Object.fromEntries(names.map((name) => [name, value])));
}

/** A stable seed per test name: a failure reproduces with the same inputs on every machine. */
export const seedOf = (name: string) =>
  [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);
