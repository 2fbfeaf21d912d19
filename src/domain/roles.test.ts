import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES } from './roles';

describe('ROLE_LABELS: how the user lists name each role', () => {
  it.each([
    ['super_admin', 'Super Admin'],
    ['organization_admin', 'Organization Admin'],
    ['organization_member', 'Organization Member'],
  ] as const)('%s reads %s', (role, label) => {
    expect(ROLE_LABELS[role]).toBe(label);
  });

  it('names every role and no other', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
  });
});
