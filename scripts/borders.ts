// The import rules that keep the layers, features and modules apart (checked by check-borders.ts in `npm test`). The
// imports are read and resolved by TypeScript itself (its own parser, tsconfig paths and module resolution, through
// the compiler's API), so a multi-line or template-literal import, a re-export or an alias is seen as what it is.
//   1. src/domain imports nothing from src/server, src/web, simulators/ or tests/ (its tests may use the last two);
//      src/web imports nothing from src/server.
//   2. In the server, src/server/db sits below src/server/jobs, and both below the modules: db imports no jobs, and
//      neither imports src/server/modules.
//   3. A server module (src/server/modules/<name>) and a web feature (src/web/features/<name>) show others only their
//      index.ts: from outside, nothing else in them is imported. src/web/api, src/web/components and src/web/lib
//      import no feature at all.
//   4. Production code (every file under src but tests and the web's test helpers) imports nothing from simulators/
//      or tests/, except the development wiring that starts the simulators when no provider is configured.
//   5. No circular imports between production files in src, type-only imports included.
//   6. Inside src, an import that climbs out of its feature or module ('../') is written with the '@/' alias.
// Test files may import their own module's or feature's internals.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type CallExpression,
  isCallExpression,
  isNoSubstitutionTemplateLiteral,
  isStringLiteral,
  type Node,
  type StringLiteral,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

/** One import in a file under src, with paths from the repository root written with '/'. */
export interface ResolvedImport {
  from: string;
  line: number;
  /** The path as written in the import. */
  specifier: string;
  /** The file TypeScript resolves it to (also a package's, under node_modules), or null when it resolves to none. */
  to: string | null;
}

/** A dynamic import whose path is computed: no tool can follow it, so the borders refuse it. */
export interface ComputedImport {
  from: string;
  line: number;
  specifier: string;
}

/** The one file allowed to import the simulators: it starts them when no provider is configured (`npm start`). */
export const SIMULATOR_WIRING = 'src/server/providers/simulators.ts';

/** Test files and the web's test helpers (src/web/testing, a feature's testing/), which may reach into tests/. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || (file.startsWith('src/web/') && file.includes('/testing/'));
}

/** The module or feature a file belongs to ('src/server/modules/checks'), or null. */
function unitOf(file: string): string | null {
  return file.match(/^src\/(?:server\/modules|web\/features)\/[^/]+(?=\/)/)?.[0] ?? null;
}

const isIndex = (file: string, unit: string) => file === `${unit}/index.ts` || file === `${unit}/index.tsx`;

/**
 * Which rule the import from `from` to `to` (repository paths) breaks, with what to do instead, or null. `specifier`
 * is the path as written, for the alias rule.
 */
export function borderProblem({ from, to, specifier }: Pick<ResolvedImport, 'from' | 'to' | 'specifier'>) {
  if (to === null || !from.startsWith('src/')) return null;
  const fromTest = isTestFile(from);
  if (
    from.startsWith('src/domain/') &&
    /^(src\/server|src\/web|simulators|tests)\//.test(to) &&
    !(fromTest && /^(simulators|tests)\//.test(to))
  )
    return 'the domain imports no server, web, simulator or test code: move what both need into src/domain';
  if (from.startsWith('src/web/') && to.startsWith('src/server/'))
    return 'the web app imports no server code: share it through src/domain';
  if (/^src\/server\/(db|jobs)\//.test(from) && to.startsWith('src/server/modules/'))
    return 'db and jobs sit below the modules and import none: let the module call them, or wire it in src/server';
  if (from.startsWith('src/server/db/') && to.startsWith('src/server/jobs/'))
    return 'db sits below jobs and imports none of it: let the job take what it needs from db';
  const fromUnit = unitOf(from);
  const toUnit = unitOf(to);
  if (/^src\/web\/(api|components|lib)\//.test(from) && to.startsWith('src/web/features/'))
    return 'web/api, web/components and web/lib import no feature: move what is shared down into them';
  if (toUnit && toUnit !== fromUnit && !isIndex(to, toUnit)) {
    const kind = toUnit.startsWith('src/web/') ? 'feature' : 'module';
    return `another ${kind}'s internals are private: import from ${toUnit}/index.ts (export it there if it is meant to be shared)`;
  }
  if (/^(simulators|tests)\//.test(to) && !fromTest && from !== SIMULATOR_WIRING)
    return `production code imports no simulator or test code: only ${SIMULATOR_WIRING} starts the simulators`;
  const climbs = specifier.startsWith('../') && to.startsWith('src/');
  const home = fromUnit ?? path.posix.dirname(from);
  if (climbs && !(to === home || to.startsWith(`${home}/`)))
    return `write imports from outside the ${fromUnit ? (fromUnit.includes('/features/') ? 'feature' : 'module') : 'folder'} as '@/${to.slice(4).replace(/(\/index)?\.tsx?$/, '')}'`;
  return null;
}

/**
 * The circles among the imports of production files in src, type-only imports included (a circle of types still
 * ties the files' design together), one for each tangle of files that import each other: the shortest way round from
 * its smallest path, as the files in import order with the first again at the end.
 */
export function findCircles(imports: readonly Pick<ResolvedImport, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (to === null || !to.startsWith('src/') || isTestFile(from) || isTestFile(to)) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const circles: string[][] = [];
  for (const group of stronglyConnected(next)) {
    const inGroup = new Set(group);
    const start = [...group].sort()[0] as string;
    if (group.length === 1 && !next.get(start)?.has(start)) continue;
    // The shortest way from start back to start, inside the group.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let last: string | null = null;
    while (queue.length > 0 && last === null) {
      const file = queue.shift() as string;
      for (const to of [...(next.get(file) ?? [])].sort()) {
        if (!inGroup.has(to)) continue;
        if (to === start) {
          last = file;
          break;
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, file);
          queue.push(to);
        }
      }
    }
    const circle = [start];
    for (let file = last; file !== null && file !== start; file = cameFrom.get(file) ?? null)
      circle.splice(1, 0, file);
    circles.push([...circle, start]);
  }
  return circles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** Tarjan's strongly connected components. */
function stronglyConnected(next: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      groups.push(group);
    }
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/**
 * Every import of every file under `root`/src that the project's tsconfig.json includes, resolved by TypeScript:
 * static and dynamic imports, re-exports, `import('…')` types and `vi.mock` paths (resolved as the same path imported
 * in that file, or as a file next to it), and the dynamic imports whose path is computed.
 */
export function readImports(root: string): { imports: ResolvedImport[]; computed: ComputedImport[] } {
  const api = new API({ cwd: root });
  try {
    const config = path.join(root, 'tsconfig.json');
    const project = api.updateSnapshot({ openProjects: [config] }).getProject(config);
    if (!project) throw new Error(`TypeScript opened no project at ${config}`);
    const srcDir = `${path.join(root, 'src')}/`;
    const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/');
    const imports: ResolvedImport[] = [];
    const computed: ComputedImport[] = [];
    for (const fileName of project.program.getSourceFileNames()) {
      if (!fileName.startsWith(srcDir)) continue;
      const file = project.program.getSourceFile(fileName);
      if (!file) continue;
      const from = fromRoot(fileName);
      const lineOf = (node: Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const symbols = project.checker.getSymbolAtLocation([...file.imports]);
      const resolved = new Map<string, string | null>();
      file.imports.forEach((node, i) => {
        const specifier = (node as StringLiteral).text;
        const target = symbols[i]?.declarations[0]?.path;
        const to = target ? fromRoot(target) : null;
        resolved.set(specifier, to);
        imports.push({ from, line: lineOf(node), specifier, to });
      });
      if (!/\bimport\s*\(|\bvi\.mock\s*\(/.test(file.text)) continue;
      forEachCall(file, (call) => {
        const [argument] = call.arguments;
        if (!argument) return;
        const literal = isStringLiteral(argument) || isNoSubstitutionTemplateLiteral(argument);
        if (call.expression.kind === SyntaxKind.ImportKeyword && !literal)
          computed.push({ from, line: lineOf(call), specifier: argument.getText(file) });
        if (call.expression.getText(file) === 'vi.mock' && literal) {
          const specifier = argument.text;
          const to = resolved.has(specifier)
            ? (resolved.get(specifier) ?? null)
            : nearFile(root, from, specifier);
          imports.push({ from, line: lineOf(argument), specifier, to });
        }
      });
    }
    return { imports, computed };
  } finally {
    api.close();
  }
}

function forEachCall(node: Node, visit: (call: CallExpression) => void) {
  node.forEachChild((child) => {
    if (isCallExpression(child)) visit(child);
    forEachCall(child, visit);
  });
}

/** A mocked path that the file does not import itself: the file it names next to `from`, or under src for '@/'. */
function nearFile(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.posix.join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => `${base}${end}`);
  return file.find((candidate) => existsSync(path.join(root, candidate))) ?? null;
}

/** Every broken rule in the tree at `root`, one line each: file:line, the path as written, the rule and the way out. */
export function borderProblems(root: string): string[] {
  const { imports, computed } = readImports(root);
  const lineOf = new Map<string, number>();
  for (const { from, to, line } of imports)
    if (!lineOf.has(`${from} ${to}`)) lineOf.set(`${from} ${to}`, line);
  return [
    ...imports.flatMap((imported) => {
      const problem = borderProblem(imported);
      return problem ? [`${imported.from}:${imported.line} '${imported.specifier}': ${problem}`] : [];
    }),
    ...computed.map(
      ({ from, line, specifier }) =>
        `${from}:${line} import(${specifier}): a computed import path cannot be checked: import each file by its literal path`,
    ),
    ...findCircles(imports).map(
      (circle) =>
        `${circle[0]}:${lineOf.get(`${circle[0]} ${circle[1]}`)} circular import: ${circle.join(' → ')}: ` +
        'move what both sides need into a file below them, or let the lower one take it as a parameter',
    ),
  ];
}
