import { describe, expect, it } from 'vitest';
import { previouslyCheckedMessage } from './intake-messages';

describe('previouslyCheckedMessage', () => {
  it('says when an IMEI was checked before and where to find it', () => {
    expect(previouslyCheckedMessage('05/15/2024')).toBe(
      'This IMEI was already checked on 05/15/2024. Find it in Claims Review.',
    );
  });
});
