import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { borderProblems, findCircles } from './borders';

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    noEmit: true,
    types: [],
    paths: { '@/*': ['./src/*'] },
  },
  include: ['src', 'simulators'],
});

/** Files every tree below imports: modules, features and layers with their index.ts and their internals. */
const TARGETS = [
  'src/domain/imei.ts',
  'src/server/errors.ts',
  'src/server/db/client.ts',
  'src/server/db/tenant.ts',
  'src/server/jobs/job-queue.ts',
  'src/server/modules/claim-types/index.ts',
  'src/server/modules/claim-types/queries.ts',
  'src/server/modules/checks/index.ts',
  'src/server/modules/checks/device-queries.ts',
  'src/server/modules/checks/stored-report.ts',
  'src/server/modules/webhooks/index.ts',
  'src/server/modules/webhooks/raise-webhook-event.ts',
  'src/web/lib/notify.ts',
  'src/web/features/claims-review/index.ts',
  'src/web/features/claims-review/api/list-checks.ts',
  'src/web/features/claim-decisions/index.ts',
  'src/web/features/claim-decisions/components/deny-dialog.tsx',
  'src/web/features/settled-claims/index.ts',
  'simulators/carrier/start-carrier-simulator.ts',
  'tests/fixtures/make-check.ts',
];

/** Writes a tree of files (with a tsconfig.json like the project's) and returns what the border check says of it. */
function problemsOf(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'claimguard-borders-'));
  try {
    const all = {
      'tsconfig.json': TSCONFIG,
      ...Object.fromEntries(TARGETS.map((f) => [f, 'export const x = 1;\n'])),
    };
    for (const [file, text] of Object.entries({ ...all, ...files })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return borderProblems(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const PRIVATE = (unit: string) =>
  `another ${unit.startsWith('src/web/') ? 'feature' : 'module'}'s internals are private: import from ${unit}/index.ts (export it there if it is meant to be shared)`;

/** Each breach: the file, its text, and the one line the check prints for it. */
const BREACHES: [string, string, string, string][] = [
  [
    "another module's queries, written with .js",
    'src/server/modules/claim-decisions/settle-check.ts',
    "import { x } from '@/server/modules/claim-types/queries.js';\n",
    `:1 '@/server/modules/claim-types/queries.js': ${PRIVATE('src/server/modules/claim-types')}`,
  ],
  [
    "another module's *-queries.ts file",
    'src/server/modules/claims-review/service.ts',
    "import { x } from '@/server/modules/checks/device-queries';\n",
    `:1 '@/server/modules/checks/device-queries': ${PRIVATE('src/server/modules/checks')}`,
  ],
  [
    'a re-export of a feature through web/api',
    'src/web/api/checks.ts',
    "export { x } from '@/web/features/claims-review/api/list-checks';\n",
    ":1 '@/web/features/claims-review/api/list-checks': web/api, web/components and web/lib import no feature: move what is shared down into them",
  ],
  [
    'a multi-line dynamic import of another feature',
    'src/web/features/settled-claims/components/page.tsx',
    "export async function load() {\n  return import(\n    '@/web/features/claim-decisions/components/deny-dialog'\n  );\n}\n",
    `:3 '@/web/features/claim-decisions/components/deny-dialog': ${PRIVATE('src/web/features/claim-decisions')}`,
  ],
  [
    "a template-literal import of another module's file",
    'src/server/modules/webhooks/deliver-webhook.ts',
    'export const load = () => import(`@/server/modules/checks/stored-report`);\n',
    `:1 '@/server/modules/checks/stored-report': ${PRIVATE('src/server/modules/checks')}`,
  ],
  [
    'web/components importing a feature, even its index.ts',
    'src/web/components/register/register-table.tsx',
    "import { x } from '@/web/features/settled-claims';\nexport const y = x;\n",
    ":1 '@/web/features/settled-claims': web/api, web/components and web/lib import no feature: move what is shared down into them",
  ],
  [
    'jobs importing a module',
    'src/server/jobs/work-queue.ts',
    "import { x } from '@/server/modules/webhooks';\nexport const y = x;\n",
    ":1 '@/server/modules/webhooks': db and jobs sit below the modules and import none: let the module call them, or wire it in src/server",
  ],
  [
    'db importing a module',
    'src/server/db/delete-claims.ts',
    "import { x } from '@/server/modules/webhooks';\nexport const y = x;\n",
    ":1 '@/server/modules/webhooks': db and jobs sit below the modules and import none: let the module call them, or wire it in src/server",
  ],
  [
    'db importing jobs',
    'src/server/db/while-unreachable.ts',
    "import { x } from '../jobs/job-queue';\nexport const y = x;\n",
    ":1 '../jobs/job-queue': db sits below jobs and imports none of it: let the job take what it needs from db",
  ],
  [
    'production code importing a simulator',
    'src/server/providers/carrier/create-carrier-provider.ts',
    "import { x } from '../../../../simulators/carrier/start-carrier-simulator';\nexport const y = x;\n",
    ":1 '../../../../simulators/carrier/start-carrier-simulator': production code imports no simulator or test code: only src/server/providers/simulators.ts starts the simulators",
  ],
  [
    'a web helper importing a test fixture',
    'src/web/lib/make-check.ts',
    "import { x } from '../../../tests/fixtures/make-check';\nexport const y = x;\n",
    ":1 '../../../tests/fixtures/make-check': production code imports no simulator or test code: only src/server/providers/simulators.ts starts the simulators",
  ],
  [
    'the domain importing server code',
    'src/domain/messages.ts',
    "import { x } from '@/server/errors';\nexport const y = x;\n",
    ":1 '@/server/errors': the domain imports no server, web, simulator or test code: move what both need into src/domain",
  ],
  [
    'the web app importing server code',
    'src/web/lib/session.ts',
    "import type { x } from '@/server/errors';\nexport type Y = typeof x;\n",
    ":1 '@/server/errors': the web app imports no server code: share it through src/domain",
  ],
  [
    'a computed dynamic import',
    'src/web/app/router.tsx',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of the file under test
    "const name = 'alerts';\nexport const load = () => import(`@/web/features/${name}`);\n",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: what the check prints of that source text
    ':2 import(`@/web/features/${name}`): a computed import path cannot be checked: import each file by its literal path',
  ],
  [
    "a climb out of the module with '../'",
    'src/server/modules/contact/service.ts',
    "import { x } from '../../errors';\nexport const y = x;\n",
    ":1 '../../errors': write imports from outside the module as '@/server/errors'",
  ],
  [
    'a circle between two files',
    'src/server/http/page.ts',
    "import { y } from './paging';\nexport const x = 1;\nexport const z = y;\n",
    ' circular import: src/server/http/page.ts → src/server/http/paging.ts → src/server/http/page.ts: move what both sides need into a file below them, or let the lower one take it as a parameter',
  ],
  [
    'a circle made of type-only imports',
    'src/server/db/client.ts',
    "import type { Y } from './tenant';\nexport type X = 1;\nexport type Z = Y;\n",
    ' circular import: src/server/db/client.ts → src/server/db/tenant.ts → src/server/db/client.ts: move what both sides need into a file below them, or let the lower one take it as a parameter',
  ],
];

describe('borderProblems: every import in src, resolved by TypeScript, against the rules', () => {
  let problems: string[] = [];
  beforeAll(() => {
    problems = problemsOf({
      ...Object.fromEntries(BREACHES.map(([, file, text]) => [file, text])),
      'src/server/http/paging.ts': "import { x } from './page';\nexport const y = x;\n",
      'src/server/db/tenant.ts': "import type { X } from './client';\nexport type Y = X;\n",
    });
  }, 60_000);

  it.each(BREACHES)('refuses %s', (_, file, __, problem) => {
    const line = problem.startsWith(' circular') ? `${file}:1${problem}` : `${file}${problem}`;
    expect(problems.filter((p) => p.startsWith(`${file}:`))).toEqual([line]);
  });

  it('says nothing else about that tree', () => {
    expect(problems).toHaveLength(BREACHES.length);
  });

  it('accepts imports through index.ts, down the layers, and a test reaching into its own module', () => {
    expect(
      problemsOf({
        'src/server/modules/claim-decisions/settle-check.ts': [
          "import { x } from '@/server/modules/claim-types';",
          "import { x as c } from '@/server/modules/checks/index.js';",
          "import type { x as t } from '@/server/modules/webhooks';",
          "import { x as d } from '@/server/db/client';",
          "import { x as j } from '@/server/jobs/job-queue';",
          "import { x as i } from '@/domain/imei';",
          'export const all = [x, c, d, j, i] as const;',
          'export type T = typeof t;',
        ].join('\n'),
        'src/server/modules/claim-decisions/settle-check.test.ts': [
          "import { x } from './settle-check';",
          "import { x as s } from '../../../../simulators/carrier/start-carrier-simulator';",
          "import { x as f } from '../../../../tests/fixtures/make-check';",
          "vi.mock('./settle-check', () => ({}));",
          'export const all = [x, s, f];',
        ].join('\n'),
        'src/server/jobs/work-queue.ts': "import { x } from '@/server/db/tenant';\nexport const y = x;\n",
        'src/server/providers/simulators.ts':
          "export { x } from '../../../simulators/carrier/start-carrier-simulator';\n",
        'src/web/app/routes/claims-review.tsx':
          "import { x } from '@/web/features/claims-review';\nimport { x as d } from '@/web/features/claim-decisions';\nexport const y = [x, d];\n",
        'src/web/features/settled-claims/components/page.tsx':
          "import { x } from '@/web/lib/notify';\nimport { x as d } from '@/web/features/claim-decisions';\nimport { x as o } from '../index';\nexport const y = [x, d, o];\n",
        'src/domain/imei.test.ts':
          "import { x } from '../../tests/fixtures/make-check';\nexport const y = x;\n",
        'src/web/testing/make-check.ts':
          "import { x } from '../../../tests/fixtures/make-check';\nexport const y = x;\n",
        'src/server/http/page.ts': 'export const x = 1;\n',
        'src/server/http/paging.ts': "import { x } from './page';\nexport const y = x;\n",
        'src/server/http/paging.test.ts': "import { y } from './paging';\nexport const x = y;\n",
      }),
    ).toEqual([]);
  }, 60_000);
});

describe('findCircles', () => {
  const edge = (from: string, to: string) => ({ from, to });

  it('names each circle once, from its smallest file, along the shortest way round', () => {
    expect(
      findCircles([
        edge('src/c.ts', 'src/a.ts'),
        edge('src/a.ts', 'src/b.ts'),
        edge('src/b.ts', 'src/c.ts'),
        edge('src/b.ts', 'src/a.ts'),
        edge('src/d.ts', 'src/d.ts'),
        edge('src/e.ts', 'src/a.ts'),
      ]),
    ).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/a.ts'],
      ['src/d.ts', 'src/d.ts'],
    ]);
  });

  it('leaves out test files and what lies outside src', () => {
    expect(
      findCircles([
        edge('src/a.test.ts', 'src/a.ts'),
        edge('src/a.ts', 'src/a.test.ts'),
        edge('src/web/testing/render.tsx', 'src/web/app.tsx'),
        edge('src/web/app.tsx', 'src/web/testing/render.tsx'),
        edge('src/b.ts', 'node_modules/b/index.d.ts'),
      ]),
    ).toEqual([]);
  });
});
