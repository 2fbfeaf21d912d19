import { describe, expect, it } from 'vitest';
import { earlierRecordRefusal } from './earlier-record';
import { intakeMessages } from './intake-messages';

const none = { checkedAt: null, isSettled: false, isDenied: false };

describe('earlierRecordRefusal', () => {
  it('lets a device new to the organisation through', () => {
    expect(earlierRecordRefusal(undefined)).toBeNull();
    expect(earlierRecordRefusal(none)).toBeNull();
  });

  it('names the day of the earlier check first, then a settlement, then a denial', () => {
    const checkedAt = new Date(2026, 0, 5, 12);
    expect(earlierRecordRefusal({ checkedAt, isSettled: true, isDenied: true })).toEqual({
      code: 'PREVIOUSLY_CHECKED',
      title: intakeMessages.previouslyCheckedTitle,
      message: 'This IMEI was already checked on 01/05/2026. Find it in Claims Review.',
    });
    expect(earlierRecordRefusal({ ...none, isSettled: true, isDenied: true })).toEqual({
      code: 'ALREADY_SETTLED',
      title: intakeMessages.alreadySettledTitle,
      message: intakeMessages.alreadySettled,
    });
    expect(earlierRecordRefusal({ ...none, isDenied: true })).toEqual({
      code: 'ALREADY_DENIED',
      title: intakeMessages.alreadyDeniedTitle,
      message: intakeMessages.alreadyDenied,
    });
    expect(earlierRecordRefusal({ ...none, checkedAt: new Date(2026, 10, 27) })?.message).toContain(
      '11/27/2026',
    );
  });
});
