import { describe, expect, it } from 'vitest';
import { AVATAR_HINT, isAvatarSizeAllowed } from './avatar-rules';

const MB = 1024 * 1024;

describe('isAvatarSizeAllowed: an avatar of at most 2 MB', () => {
  it.each([
    ['an empty file', 0, false],
    ['1 byte', 1, true],
    ['1 MB', MB, true],
    ['exactly 2 MB', 2 * MB, true],
    ['2 MB and 1 byte', 2 * MB + 1, false],
    ['5 MB', 5 * MB, false],
  ])('%s (%i bytes) → %s', (_case, bytes, allowed) => {
    expect(isAvatarSizeAllowed(bytes)).toBe(allowed);
  });

  it('tells the user which files are taken', () => {
    expect(AVATAR_HINT).toBe('JPG, PNG or GIF, at most 2MB');
  });
});
