import { PassThrough } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileTooLarge, readLimitedBody } from './read-limited-body';

const input = { declaredLength: undefined, limit: 1024, tooLarge: () => fileTooLarge('Too large.') };

/** A decompressing stream as @fastify/compress hands it over: paused, its errors listened to. */
function decompressing(bytes: Buffer) {
  const gunzip = createGunzip();
  gunzip.on('error', () => {});
  gunzip.pause();
  gunzip.end(bytes);
  return gunzip;
}

describe('readLimitedBody', () => {
  it('reads a compressed body decompressed', async () => {
    await expect(readLimitedBody(decompressing(gzipSync('imei\n')), input)).resolves.toEqual(
      Buffer.from('imei\n'),
    );
  });

  it('refuses a body that is not what its encoding says even when it failed before the handler read it', async () => {
    const stream = decompressing(Buffer.from('not gzip at all'));
    // zlib works off the event loop: the failure arrives when it arrives, before anyone reads.
    await new Promise((resolve) => stream.once('close', resolve));
    expect(stream.errored).toBeTruthy();
    await expect(readLimitedBody(stream, input)).rejects.toMatchObject({ code: 'Z_DATA_ERROR' });
  });

  it('refuses a body whose sender went away before its end, instead of waiting for ever', async () => {
    const stream = new PassThrough();
    const read = readLimitedBody(stream, input);
    stream.write('imei\n');
    stream.destroy();
    await expect(read).rejects.toMatchObject({
      statusCode: 400,
      message: 'The upload ended before all of it arrived.',
    });
  });

  it('refuses a body past its limit as soon as it grows past it', async () => {
    const stream = new PassThrough();
    const read = readLimitedBody(stream, input);
    stream.write(Buffer.alloc(2048));
    await expect(read).rejects.toMatchObject({ statusCode: 413 });
  });
});
