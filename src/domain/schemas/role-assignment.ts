import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { ROLES } from '@/domain/roles';

export const RoleAssignmentSchema = z.strictObject({
  role: z.enum(ROLES, adminMessages.roleRequired),
});
export type RoleAssignment = z.infer<typeof RoleAssignmentSchema>;
