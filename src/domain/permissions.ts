import type { Role } from './roles';

/**
 * Every action a route can declare. `public` needs nothing, `session` needs a signed-in user (with or without a role);
 * the rest are granted to roles below.
 */
export const ACTIONS = [
  'public',
  'session',
  'product:use',
  'organisation:manage',
  'replacement-device:delete',
  'platform:manage',
  'claim:delete',
] as const;
export type Action = (typeof ACTIONS)[number];
export type RoleAction = Exclude<Action, 'public' | 'session'>;

const ALL_ROLES: readonly Role[] = ['organization_member', 'organization_admin', 'super_admin'];
const ADMINS: readonly Role[] = ['organization_admin', 'super_admin'];
const SUPER: readonly Role[] = ['super_admin'];

/**
 * Which role may do what. The server enforces this (every route declares its action in `config.action` and the
 * authorization hook checks it); the web app only uses it to hide controls.
 */
export const PERMISSIONS: Record<RoleAction, readonly Role[]> = {
  'product:use': ALL_ROLES,
  'organisation:manage': ADMINS,
  'replacement-device:delete': ADMINS,
  'platform:manage': SUPER,
  'claim:delete': SUPER,
};

export function can(role: Role | null | undefined, action: RoleAction): boolean {
  return role != null && PERMISSIONS[action].includes(role);
}
