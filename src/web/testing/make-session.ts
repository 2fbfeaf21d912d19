import type { Session } from '@/domain/contracts/session';
import type { Role } from '@/domain/roles';

/**
 * The session of Jo Smith of Demo Insurer, as `GET /api/auth/session` answers it, with `role` and any other field
 * a test needs changed.
 */
export function makeSession(role: Role | null, changes: Partial<Session> = {}): Session {
  return {
    userId: '0c1d2e3f-0000-4000-8000-000000000001',
    email: 'member@demo.test',
    firstName: 'Jo',
    lastName: 'Smith',
    title: null,
    role,
    organisation: { id: '0c1d2e3f-0000-4000-8000-0000000000a1', name: 'Demo Insurer', domain: 'demo.test' },
    twoFactor: { enabled: false, required: false, exempt: false },
    ...changes,
  };
}
