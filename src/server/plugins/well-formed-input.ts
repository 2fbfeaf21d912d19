import type { FastifyInstance } from 'fastify';
import { isWellFormedText, MALFORMED_TEXT_MESSAGE } from '../../domain/well-formed-text';
import { badRequest } from '../errors';

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

function isWellFormedInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (value === null || typeof value !== 'object' || depth > 32) return true;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.every((entry) => isWellFormedInput(entry, depth + 1));
}
