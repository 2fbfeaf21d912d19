import { describe, expect, it } from 'vitest';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { ApiError } from '@/web/lib/api-client';
import { describeCheckFailure } from './describe-check-failure';

const FALLBACK = { title: 'Check Failed', description: 'Failed to perform claims intake. Please try again.' };

describe('describeCheckFailure', () => {
  it.each([
    [
      new ApiError(400, 'VALIDATION_ERROR', 'IMEI must be exactly 15 digits', 'Invalid IMEI'),
      'Invalid IMEI',
      8_000,
    ],
    [
      new ApiError(400, 'VALIDATION_ERROR', 'Please select a claim type', 'Validation Error'),
      'Validation Error',
      8_000,
    ],
    [
      new ApiError(409, 'PREVIOUSLY_CHECKED', 'checked before', 'IMEI Previously Checked'),
      'IMEI Previously Checked',
      8_000,
    ],
    [new ApiError(409, 'ALREADY_SETTLED', 'settled', 'IMEI Already Settled'), 'IMEI Already Settled', 8_000],
    [new ApiError(409, 'ALREADY_DENIED', 'denied', 'IMEI Already Denied'), 'IMEI Already Denied', 8_000],
    [
      new ApiError(
        429,
        'SEARCH_BUDGET_USED_UP',
        deviceSearchMessages.budgetUsedUp(500),
        'Search Budget Used Up',
      ),
      'Search Budget Used Up',
      8_000,
    ],
    [new ApiError(503, 'LOOKUP_FAILED', 'try again', 'Validation Error'), 'Validation Error', undefined],
    [new ApiError(504, 'PROVIDER_ERROR', 'too slow', 'Check Failed'), 'Check Failed', undefined],
  ])('uses the server title of %s', (error, title, duration) => {
    expect(describeCheckFailure(error)).toEqual({
      title,
      description: error.message,
      ...(duration ? { duration } : {}),
    });
  });

  it('keeps the server text for a signed-out user', () => {
    expect(describeCheckFailure(new ApiError(401, 'UNAUTHENTICATED', 'Not authenticated'))).toEqual({
      ...FALLBACK,
      description: 'Not authenticated',
    });
  });

  it.each([
    new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.'),
    new ApiError(500, 'HTTP_ERROR', 'The server answered 500.'),
    new Error('boom'),
  ])('falls back to the spec text for %s', (error) => {
    expect(describeCheckFailure(error)).toEqual(FALLBACK);
  });
});
