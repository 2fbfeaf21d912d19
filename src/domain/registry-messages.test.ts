import { describe, expect, it } from 'vitest';
import { registryMessages as m } from './registry-messages';

describe('why a registry submission failed or has an unknown outcome, as an administrator reads it', () => {
  it.each([
    [
      m.refused(422, 'duplicate claim reference'),
      'The registry refused the claim (HTTP 422): duplicate claim reference',
    ],
    [m.unavailable('maintenance until 02:00'), 'The registry is unavailable: maintenance until 02:00'],
    [m.unreachable('ECONNREFUSED'), 'The registry could not be reached: ECONNREFUSED'],
    [
      m.timedOut(30),
      'The registry did not answer within 30 s of receiving the claim, so it is not known whether it registered it.',
    ],
    [
      m.connectionLost('socket hang up'),
      'The connection to the registry broke after the claim was sent (socket hang up), so it is not known whether it registered it.',
    ],
    [
      m.answeredWithoutSaying(204),
      'The registry answered HTTP 204 without saying whether it registered the claim.',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
