import { z } from 'zod';
import { adminMessages } from '../admin-messages';
import { ROLES } from '../roles';

export const RoleAssignmentSchema = z.strictObject({
  role: z.enum(ROLES, adminMessages.roleRequired),
});
export type RoleAssignment = z.infer<typeof RoleAssignmentSchema>;
