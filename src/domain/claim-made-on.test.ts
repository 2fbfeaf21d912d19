import { describe, expect, it } from 'vitest';
import { claimMadeOn } from './claim-made-on';

describe('claimMadeOn: the date a claim was made, for the registry', () => {
  it('is the loss date when FNOL gave one', () => {
    expect(claimMadeOn({ lossDate: '2026-10-02', checkedAt: new Date('2026-11-20T09:00:00Z') })).toBe(
      '2026-10-02',
    );
  });

  it("is the intake's day otherwise, as a UTC day", () => {
    expect(claimMadeOn({ lossDate: null, checkedAt: new Date('2026-11-20T23:59:59Z') })).toBe('2026-11-20');
    expect(claimMadeOn({ lossDate: null, checkedAt: new Date('2026-11-21T00:00:00Z') })).toBe('2026-11-21');
  });
});
