import { describe, expect, it } from 'vitest';
import { registerMessages as m } from './register-messages';

describe('deleting a settled claim', () => {
  it('says what goes with it, for the IMEI of the claim', () => {
    expect(
      `This will permanently delete ${m.deleteSettledWhat('353328110000013')}. This action cannot be undone.`,
    ).toBe(
      'This will permanently delete the settled claim for IMEI 353328110000013, with the claim behind it and its replacement device, so the IMEI can be taken in and settled again. This action cannot be undone.',
    );
  });
});
