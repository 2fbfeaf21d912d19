import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateTime } from './wire';

const Reply = z.object({ createdAt: isoDateTime });

describe('isoDateTime: a date on the server, ISO text on the wire', () => {
  it('encodes a Date as its ISO text for the reply', () => {
    expect(z.encode(Reply, { createdAt: new Date(Date.UTC(2026, 10, 25, 18, 0, 0)) })).toEqual({
      createdAt: '2026-11-25T18:00:00.000Z',
    });
  });

  it.each([
    ['2026-11-25T18:00:00.000Z', true],
    ['2026-11-25T19:00:00+01:00', true],
    ['2026-11-25', false],
    ['25/11/2026 18:00', false],
    ['', false],
  ])('accepts %j on the wire: %s', (text, valid) => {
    expect(Reply.safeParse({ createdAt: text }).success).toBe(valid);
  });

  it('decodes the text back to the same moment', () => {
    expect(z.decode(Reply, { createdAt: '2026-11-25T19:00:00+01:00' }).createdAt.toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
  });
});
