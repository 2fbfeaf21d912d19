import { describe, expect, it } from 'vitest';
import { REGISTRY_STATUSES } from './registry-status';

describe('where a settled claim’s registration stands, as the API and the registers name it', () => {
  it('is pending, sending, registered, failed, unknown or off', () => {
    expect(REGISTRY_STATUSES).toEqual(['pending', 'sending', 'registered', 'failed', 'unknown', 'off']);
  });
});
