import { describe, expect, it } from 'vitest';
import { mayHaveBeenCharged } from './may-have-been-charged';
import { ProviderError, type ProviderFailureKind } from './provider-error';

const failure = (kind: ProviderFailureKind, details: { status?: number; cause?: unknown } = {}) =>
  new ProviderError('device-history', kind, { detail: 'test', attempts: 1, ...details });
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

describe('mayHaveBeenCharged', () => {
  it.each([
    ['a timeout', failure('timeout')],
    ['a 5xx', failure('unavailable', { status: 503 })],
    ['a reset after sending', failure('unavailable', { cause: reset })],
    ['an unreadable answer', failure('bad-response', { status: 200 })],
    ['an answer without a verdict', failure('no-verdict', { status: 200 })],
    ['an error that is not the provider’s', new Error('unknown')],
  ])('counts %s as maybe charged', (_name, error) => {
    expect(mayHaveBeenCharged(error)).toBe(true);
  });

  it.each([
    ['a paused circuit', failure('paused')],
    ['a refused connection', failure('unavailable', { cause: refused })],
    ['no credits left', failure('no-credits', { status: 200 })],
    ['wrong credentials', failure('unauthorised', { status: 401 })],
  ])('counts %s as not charged', (_name, error) => {
    expect(mayHaveBeenCharged(error)).toBe(false);
  });
});
