import type { FastifySchema } from 'fastify';
import { failure } from './openapi-operations';

/**
 * A route that takes an Idempotency-Key (`config.idempotent`) says so in the API document: the optional header, the
 * `Idempotent-Replayed` header of a replayed reply, and the two refusals of a key. Other routes are left as they are.
 */
export function withIdempotencyKey<S extends FastifySchema>(schema: S, isIdempotent: boolean | undefined): S {
  if (!isIdempotent) return schema;
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, object>).map(([status, reply]) => [
      status,
      status.startsWith('2') ? { ...reply, headers: replayedHeader } : reply,
    ]),
  );
  return {
    ...schema,
    headers: {
      type: 'object',
      properties: {
        'Idempotency-Key': {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          pattern: '^[\\x20-\\x7E]+$',
          example: '7f1c9b2e-4d3a-4e8f-9b6a-2c5d8e1f0a37',
          description:
            'Optional; 1 to 255 printable ASCII characters, a new one (a UUID, say) per write. A retry with the ' +
            'same key and the same request within 24 hours answers with the first reply instead of running again.',
        },
      },
    },
    response: {
      409: failure(
        'A conflict with a record (for example PREVIOUSLY_CHECKED), or IDEMPOTENCY_KEY_IN_PROGRESS: the first ' +
          'request with this Idempotency-Key is still running; retry in a moment.',
      ),
      422: failure('IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another request.'),
      ...response,
    },
  };
}

const replayedHeader = {
  'Idempotent-Replayed': {
    type: 'string',
    enum: ['true'],
    description: 'Present on a reply replayed for a repeated Idempotency-Key: the request did not run again.',
  },
};
