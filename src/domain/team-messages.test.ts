import { describe, expect, it } from 'vitest';
import { teamMessages as m } from './team-messages';

describe('the Team Members dialogs name the member', () => {
  it.each([
    [m.changeRoleTitle('Ann Lee'), 'Change the role of Ann Lee'],
    [m.deactivateTitle('Ann Lee'), 'Deactivate Ann Lee?'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
