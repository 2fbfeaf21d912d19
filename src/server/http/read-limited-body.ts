import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { AppError } from '@/server/errors';

/** The 413 of an upload over its limit, in the upload's own words. */
export const fileTooLarge = (message: string, title?: string) =>
  new AppError({ status: 413, code: 'FILE_TOO_LARGE', message, title });

const cutOff = () =>
  new AppError({ status: 400, code: 'BAD_REQUEST', message: 'The upload ended before all of it arrived.' });

/**
 * Collects a request body of at most `limit` bytes. A larger declared length is refused before reading; a body that
 * grows past the limit (no or a false length) is refused as soon as it does. The rest of a plain body is drained
 * unread, so memory never holds more than `limit` and the client still gets the answer. A compressed body comes as
 * the decompressing stream (@fastify/compress), paused until read: the limit counts decompressed bytes, and past it
 * decompressing stops and the answer closes the connection, so a decompression bomb costs no more than the limit.
 */
export function readLimitedBody(
  stream: Readable | undefined,
  input: { declaredLength: string | undefined; limit: number; tooLarge: () => AppError },
): Promise<Buffer> {
  // A request without a body (and without a content type) never reaches the parser: no stream, nothing uploaded.
  if (!stream) return Promise.resolve(Buffer.alloc(0));
  // A compressed body that is not what its encoding says fails as its first bytes arrive, which may be before the
  // handler reads it (it signs the caller in first): the stream is then already destroyed and says so only here.
  if (stream.errored) return Promise.reject(stream.errored);
  return new Promise((resolve, reject) => {
    const refuse = () => {
      stream.removeAllListeners('data');
      stream.removeAllListeners('end');
      const error = input.tooLarge();
      if (stream instanceof IncomingMessage) {
        stream.resume();
      } else {
        stream.pause();
        error.headers.connection = 'close';
      }
      reject(error);
    };
    if (Number(input.declaredLength ?? 0) > input.limit) return refuse();
    const chunks: Buffer[] = [];
    let received = 0;
    stream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > input.limit) return refuse();
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks, received)));
    stream.on('error', reject);
    // Closed before its end (the client went away): what arrived is not the upload, and nothing waits for ever.
    stream.on('close', () => reject(stream.errored ?? cutOff()));
    stream.resume();
  });
}
