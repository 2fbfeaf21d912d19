import { type Action, PERMISSIONS } from '@/domain/permissions';
import { ROLE_LABELS } from '@/domain/roles';
import type { ApiRoute } from '../support/route-table';

/** Where the table lives: the authorization matrix compares it with the routes the server registers. */
export const ROUTE_PERMISSIONS_FILE = '../../docs/route-permissions.md';

function whoMay(action: Action): string {
  if (action === 'public') return 'anyone';
  if (action === 'session') return 'any signed-in user';
  return PERMISSIONS[action].map((role) => ROLE_LABELS[role]).join(', ');
}

const row = (route: ApiRoute) =>
  `| ${route.method} | \`${route.url}\` | \`${route.action}\` | ${whoMay(route.action)} | ` +
  `${route.scope ? `\`${route.scope}\`` : '–'} | ${route.idempotent ? 'yes' : '–'} |`;

/** docs/route-permissions.md: every route's action, who that lets in, its API scope and whether it is idempotent. */
export function routePermissionsTable(routes: readonly ApiRoute[]): string {
  return [
    '# Route permissions',
    '',
    'Generated from the routes the server registers (`tests/security/authorization-matrix.test.ts`); do not edit by',
    'hand. After adding a route or changing its `config` (`action`, `scope`, `idempotent`), regenerate it with',
    "`npx vitest run tests/security/authorization-matrix.test.ts -t 'route-permissions' -u` and commit it with the route.",
    '',
    `${routes.length} routes. Who may call each is the permission map in \`src/domain/permissions.ts\`; an API key`,
    'reaches a route only when the route names a scope and the key holds it.',
    '',
    '| method | path | action | who may | API scope | Idempotency-Key |',
    '| --- | --- | --- | --- | --- | --- |',
    ...routes.map(row),
    '',
  ].join('\n');
}
