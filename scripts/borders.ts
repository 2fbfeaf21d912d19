// The import rules that keep the layers, features and modules apart (checked by check-borders.ts in `npm test`):
//   1. src/domain imports nothing from src/server or src/web; src/web imports nothing from src/server.
//   2. A web feature (src/web/features/<name>) imports no other feature: what two features share lives in
//      src/web/components, src/web/lib or src/web/api, and pages that combine features are put together in
//      src/web/app/routes.
//   3. A server module (src/server/modules/<name>) never imports another module's queries.ts: it asks that
//      module's service, or the shared reads move to a module of their own.
//   4. Inside src, an import that climbs out of its feature or module ('../') is written with the '@/' alias.
import path from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;

/** Every module a source text imports, with its line number (1-based). */
export function importsOf(text: string): { line: number; specifier: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(IMPORT)].map((match) => ({ line: index + 1, specifier: match[2] ?? '' })),
    );
}

/** The folder a file belongs to for rules 2–4: its feature, its module, or its own directory elsewhere. */
function unitOf(from: string): string {
  const parts = from.split('/');
  if (parts[0] === 'web' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'server' && parts[1] === 'modules' && parts.length > 3) return parts.slice(0, 3).join('/');
  return path.posix.dirname(from);
}

/**
 * Which rule importing `specifier` from the file `from` (a path inside src, with '/') breaks, in words, or null.
 * Imports of packages and of files outside src (tests, simulators) are not the borders' business.
 */
export function borderProblem(from: string, specifier: string): string | null {
  const relative = specifier.startsWith('.');
  const target = relative
    ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
    : specifier.startsWith('@/')
      ? specifier.slice(2)
      : null;
  if (target === null || target.startsWith('..')) return null;
  if (from.startsWith('domain/') && /^(server|web)\//.test(target))
    return 'the domain imports no server or web code';
  if (from.startsWith('web/') && target.startsWith('server/')) return 'the web app imports no server code';
  const unit = unitOf(from);
  const feature = target.match(/^web\/features\/[^/]+/)?.[0];
  if (unit.startsWith('web/features/') && feature && feature !== unit)
    return `a feature imports no other feature (${feature}): share it through web/components, web/lib or web/api`;
  const queries = target.match(/^(server\/modules\/[^/]+)\/queries$/);
  if (queries && queries[1] !== unit) return `a module imports no other module's queries (${target})`;
  if (relative && specifier.startsWith('../') && !(target === unit || target.startsWith(`${unit}/`)))
    return `write imports from outside the ${unit.includes('/features/') ? 'feature' : 'module'} as '@/${target}'`;
  return null;
}
