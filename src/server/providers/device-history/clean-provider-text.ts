/**
 * Control characters (C0, DEL, C1) and the bidirectional embedding, override and isolate marks: invisible, they can
 * hide or reorder what a handler reads (a name shown backwards), break a CSV export or a terminal, and PostgreSQL
 * refuses a NUL in JSON. Tabs and line ends become spaces so that words stay apart.
 */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const LINE_OR_TAB = /[\t\n\r]/g;
/** Half a UTF-16 pair without the other half: no character, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Provider text as it may be stored and shown: no control characters, whole characters only. */
export function cleanText(text: string): string {
  return text.replace(LINE_OR_TAB, ' ').replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Every string of a JSON value (object keys too) cleaned; the value keeps its shape. */
export function cleanProviderText(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanProviderText);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [cleanText(key), cleanProviderText(inner)]),
    );
  }
  return value;
}
