import { describe, expect, it } from 'vitest';
import { ACTIONS, can, PERMISSIONS, type RoleAction } from './permissions';
import { ROLES } from './roles';

// Which role may do what, one row per capability: member, org admin, super admin.
const TABLE: Array<[RoleAction, string, boolean, boolean, boolean]> = [
  ['product:use', 'product and carrier services, Manage Profile', true, true, true],
  ['organisation:manage', 'Org Admin Panel', false, true, true],
  ['replacement-device:delete', 'delete on replacement devices', false, true, true],
  ['platform:manage', 'Super Admin Panel', false, false, true],
  ['claim:delete', 'delete checks, settled and denied claims, cleanup', false, false, true],
];

describe('can(role, action)', () => {
  describe.each(TABLE)('%s (%s)', (action, _capability, member, orgAdmin, superAdmin) => {
    it.each([
      ['organization_member', member],
      ['organization_admin', orgAdmin],
      ['super_admin', superAdmin],
    ] as const)('%s: %s', (role, allowed) => {
      expect(can(role, action)).toBe(allowed);
    });

    it('nobody without a role', () => {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    });
  });

  it('the table covers every role action and nothing else', () => {
    const roleActions = ACTIONS.filter((a) => a !== 'public' && a !== 'session');
    expect(TABLE.map(([action]) => action).sort()).toEqual([...roleActions].sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...roleActions].sort());
  });

  it('grants only known roles', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });
});
