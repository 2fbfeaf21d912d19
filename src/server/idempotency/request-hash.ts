import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys sorted, all the way down, so that two requests saying the same thing in another key
 * order are the same request. Array order and every value stay as sent: another order or spelling is another request.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of what a write says: its path parameters, query and body as received, in canonical JSON. */
export function requestHash(request: { params: unknown; query: unknown; body: unknown }): string {
  const { params, query, body } = request;
  return createHash('sha256')
    .update(canonicalJson({ params: params ?? {}, query: query ?? {}, body: body ?? null }))
    .digest('hex');
}
