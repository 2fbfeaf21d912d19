import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';

/** The roles an organisation admin gives in the Team Members list; super admin is the Super Admin Panel's to give. */
export const TEAM_ROLES = ['organization_member', 'organization_admin'] as const;

export const TeamRoleChangeSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, adminMessages.roleRequired),
});
export type TeamRoleChange = z.infer<typeof TeamRoleChangeSchema>;
