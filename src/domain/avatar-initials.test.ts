import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials';

describe('avatarInitials', () => {
  it.each([
    ['john.doe@x.com', 'JO'],
    ['a@x', 'A'],
    ['member@demo.test', 'ME'],
    ['no-at-sign', 'NO'],
    ['', 'U'],
    ['@x.com', 'U'],
    ['  @x.com', 'U'],
    [' jo@x.com', 'JO'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%s gives %s', (email, initials) => {
    expect(avatarInitials(email)).toBe(initials);
  });
});
