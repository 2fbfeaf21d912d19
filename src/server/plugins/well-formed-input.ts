import type { FastifyInstance } from 'fastify';
import { isWellFormedText, MALFORMED_TEXT_MESSAGE } from '@/domain/well-formed-text';
import { badRequest } from '@/server/errors';

/**
 * Every text a request carries (body, query, path) must be well-formed Unicode, checked once for every route before
 * its own validation: a lone surrogate is no character, and stored (in an audit event's JSON, say) it would fail the
 * write with a 500 instead of a clear 400.
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      !isWellFormedInput(request.body) ||
      !isWellFormedInput(request.query) ||
      !isWellFormedInput(request.params)
    ) {
      throw badRequest(MALFORMED_TEXT_MESSAGE, 'VALIDATION_ERROR');
    }
  });
}

/** Strings in parsed JSON and query objects; a raw body (an upload's stream or buffer) is not text and is left alone. */
function isWellFormedInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.every((entry) => isWellFormedInput(entry, depth + 1));
  if (!isPlainObject(value)) return true;
  return Object.entries(value).every(
    ([key, entry]) => isWellFormedText(key) && isWellFormedInput(entry, depth + 1),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
