export const ROLES = ['super_admin', 'organization_admin', 'organization_member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  organization_admin: 'Organization Admin',
  organization_member: 'Organization Member',
};
