// `npm run lint:borders` (part of `npm test`): the import rules that keep the layers and features apart.
//   1. src/domain imports nothing from src/server or src/web; src/web imports nothing from src/server.
//   2. A web feature (src/web/features/<name>) imports no other feature: what two features share lives in
//      src/web/components, src/web/lib or src/web/api, and pages that combine features are put together in
//      src/web/app/routes.
//   3. A server module (src/server/modules/<name>) never imports another module's queries.ts: it asks that
//      module's service, or the shared reads move to a module of their own.
//   4. Inside src, an import that climbs out of its feature or module ('../') is written with the '@/' alias.
// Prints every broken rule as file:line and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;

/** The folder a file belongs to for rules 2–4: its feature, its module, or its own directory elsewhere. */
function unitOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'web' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'server' && parts[1] === 'modules' && parts.length > 3) return parts.slice(0, 3).join('/');
  return path.dirname(parts.join('/'));
}

function breaks(file, specifier) {
  const from = path.relative(src, file).split(path.sep).join('/');
  const relative = specifier.startsWith('.');
  const target = relative
    ? path
        .relative(src, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/')
    : specifier.startsWith('@/')
      ? specifier.slice(2)
      : null;
  if (target === null || target.startsWith('..')) return null;
  if (from.startsWith('domain/') && /^(server|web)\//.test(target))
    return 'the domain imports no server or web code';
  if (from.startsWith('web/') && target.startsWith('server/')) return 'the web app imports no server code';
  const unit = unitOf(file);
  const feature = target.match(/^web\/features\/[^/]+/)?.[0];
  if (unit.startsWith('web/features/') && feature && feature !== unit)
    return `a feature imports no other feature (${feature}): share it through web/components, web/lib or web/api`;
  const queries = target.match(/^(server\/modules\/[^/]+)\/queries$/);
  if (queries && queries[1] !== unit) return `a module imports no other module's queries (${target})`;
  if (relative && specifier.startsWith('../') && !(target === unit || target.startsWith(`${unit}/`)))
    return `write imports from outside the ${unit.includes('/features/') ? 'feature' : 'module'} as '@/${target}'`;
  return null;
}

const problems = [];
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(src, name));
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [, , specifier] of line.matchAll(IMPORT)) {
      const problem = breaks(file, specifier);
      if (problem) problems.push(`${path.relative(root, file)}:${index + 1} '${specifier}': ${problem}`);
    }
  });
}
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n\n${problems.length} import(s) cross a border.\n`);
  process.exit(1);
}
process.stdout.write('Module borders: every import stays inside its layer, feature and module.\n');
