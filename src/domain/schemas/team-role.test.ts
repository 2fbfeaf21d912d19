import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import { TeamRoleChangeSchema } from './team-role';

describe('TeamRoleChangeSchema: the roles an organization admin gives', () => {
  it.each(['organization_member', 'organization_admin'])('gives %s', (role) => {
    expect(TeamRoleChangeSchema.parse({ role })).toEqual({ role });
  });

  it.each(['super_admin', '', undefined])(
    'does not give %j, which is the Super Admin Panel’s to give',
    (role) => {
      const result = TeamRoleChangeSchema.safeParse({ role });
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe(adminMessages.roleRequired);
    },
  );
});
