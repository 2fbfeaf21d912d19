import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { messages } from '@/domain/messages';
import { isWellFormedText, MALFORMED_TEXT_MESSAGE } from '@/domain/well-formed-text';
import { AppError, badRequest } from '@/server/errors';

/**
 * Every text a request carries (body, query, path) must be well-formed Unicode, checked once for every route before
 * its own validation: a lone surrogate is no character, and stored (in an audit event's JSON, say) it would fail the
 * write with a 500 instead of a clear 400. The address (query and path) may not hold a NUL either (400
 * INVALID_CHARACTERS, as a body's NUL is answered when PostgreSQL refuses it): no parameter can mean one, and a
 * search carrying one broke the statement's message to PostgreSQL (a 500).
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (![request.body, request.query, request.params].every((input) => everyText(input, isWellFormedText))) {
      throw badRequest(MALFORMED_TEXT_MESSAGE, 'VALIDATION_ERROR');
    }
    if (![request.query, request.params].every((input) => everyText(input, hasNoNul))) {
      throw new AppError({ status: 400, code: 'INVALID_CHARACTERS', message: messages.invalidCharacters });
    }
  });
}

const hasNoNul = (text: string) => !text.includes('\u0000');

/** Each string in parsed JSON and query objects passes; a raw body (an upload's stream or buffer) is not text. */
function everyText(value: unknown, passes: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return passes(value);
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.every((entry) => everyText(entry, passes, depth + 1));
  if (!isPlainObject(value)) return true;
  return Object.entries(value).every(([key, entry]) => passes(key) && everyText(entry, passes, depth + 1));
}

/**
 * Parsed JSON, a parsed query (its objects have a prototype without a prototype, not Object's) or path parameters; not
 * a raw body (an upload's stream or buffer), which is no text.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !(value instanceof Stream);
}
