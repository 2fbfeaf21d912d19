import type { Role } from '@/domain/roles';

/** The session of Jo Smith of Demo Insurer, as `GET /api/auth/session` answers it, with `role`. */
export function makeSession(role: Role) {
  return {
    userId: 'u1',
    email: 'member@demo.test',
    firstName: 'Jo',
    lastName: 'Smith',
    title: null,
    role,
    organisation: { id: 'org-1', name: 'Demo Insurer', domain: 'demo.test' },
  };
}
