import { describe, expect, it } from 'vitest';
import { borderProblem, importsOf } from './borders';

describe('borderProblem: the import rules between layers, features and modules', () => {
  it.each([
    ['domain/imei.ts', '@/server/errors', 'the domain imports no server or web code'],
    ['domain/imei.ts', '@/web/lib/cn', 'the domain imports no server or web code'],
    ['web/lib/session.ts', '@/server/auth/actor', 'the web app imports no server code'],
    [
      'web/features/claims-review/components/page.tsx',
      '@/web/features/claim-decisions/components/deny-dialog',
      'a feature imports no other feature (web/features/claim-decisions): share it through web/components, web/lib or web/api',
    ],
    [
      'web/features/claims-review/components/page.tsx',
      '../../claims-intake/api/create-check',
      'a feature imports no other feature (web/features/claims-intake): share it through web/components, web/lib or web/api',
    ],
    [
      'server/modules/claim-decisions/settle-check.ts',
      '@/server/modules/claim-types/queries',
      "a module imports no other module's queries (server/modules/claim-types/queries)",
    ],
    [
      'server/modules/claim-decisions/settle-check.ts',
      '../claim-types/queries',
      "a module imports no other module's queries (server/modules/claim-types/queries)",
    ],
    ['server/db/tenant.ts', '../errors', "write imports from outside the module as '@/server/errors'"],
    [
      'web/features/outbox/components/panel.tsx',
      '../../../lib/notify',
      "write imports from outside the feature as '@/web/lib/notify'",
    ],
  ])('%s importing %s: %s', (from, specifier, problem) => {
    expect(borderProblem(from, specifier)).toBe(problem);
  });

  it.each([
    ['web/features/claims-review/components/page.tsx', '../api/list-checks'],
    ['web/features/claims-review/components/page.tsx', '@/web/features/claims-review/api/list-checks'],
    ['web/app/routes/claims-review.tsx', '@/web/features/claim-decisions/components/deny-dialog'],
    ['web/features/outbox/components/panel.tsx', '@/web/lib/notify'],
    ['server/modules/claim-decisions/settle-check.ts', './queries'],
    ['server/modules/claim-decisions/settle-check.ts', '@/server/modules/claim-types/service'],
    ['server/modules/checks/reads.ts', '@/domain/imei'],
    [
      'server/providers/carrier/create-carrier-provider.ts',
      '../../../../simulators/carrier/start-carrier-simulator',
    ],
    ['web/lib/api-client.ts', 'zod'],
  ])('%s may import %s', (from, specifier) => {
    expect(borderProblem(from, specifier)).toBeNull();
  });
});

describe('importsOf: the modules a source text names', () => {
  it('finds static, type-only, side-effect and dynamic imports and mocks, with their lines', () => {
    const text = [
      "import { a } from '@/domain/a';",
      "import type { B } from './b';",
      "import '@/web/styles.css';",
      "const c = await import('../c');",
      "vi.mock('@/server/d', () => ({}));",
      'const text = "no import here";',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { line: 1, specifier: '@/domain/a' },
      { line: 2, specifier: './b' },
      { line: 3, specifier: '@/web/styles.css' },
      { line: 4, specifier: '../c' },
      { line: 5, specifier: '@/server/d' },
    ]);
  });
});
