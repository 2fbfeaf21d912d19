import { type Action, can } from '@/domain/permissions';
import type { Role } from '@/domain/roles';

/** Who calls each route in the matrix: Demo Insurance's accounts from the demo data, and nobody. */
export interface Caller {
  name: string;
  email: string | null;
  role: Role | null;
}

export const CALLERS: readonly Caller[] = [
  { name: 'no session', email: null, role: null },
  { name: 'no role', email: 'norole@demo.test', role: null },
  { name: 'member', email: 'member@demo.test', role: 'organization_member' },
  { name: 'organisation admin', email: 'admin@demo.test', role: 'organization_admin' },
  { name: 'super admin', email: 'super@demo.test', role: 'super_admin' },
];

/** What the permissions map grants: public needs nothing, session any signed-in user, the rest a role. */
export function isAllowed(action: Action, caller: Caller): boolean {
  if (action === 'public') return true;
  if (!caller.email) return false;
  return action === 'session' || can(caller.role, action);
}

/** The status a refused caller must get: 401 without a session, 403 with one. */
export const refusalFor = (caller: Caller) => (caller.email ? 403 : 401);
