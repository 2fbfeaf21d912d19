import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Routes and the lazy route modules each one loads (src/web/app/router.tsx). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['app/routes/landing.tsx'],
  '/auth': ['app/routes/auth.tsx'],
  '/contact': ['app/routes/contact.tsx'],
  '/accept-invite': ['app/routes/accept-invite.tsx'],
  '/dashboard (after sign-in)': ['app/routes/dashboard-layout.tsx', 'app/routes/dashboard-home.tsx'],
};

/** What a first visit of these routes may download, gzip (issue 37): the public pages people arrive on. */
export const FIRST_VISIT_BUDGET_BYTES: Readonly<Record<string, number>> = {
  '/': 120 * 1024,
  '/auth': 120 * 1024,
};

type RouteJs = { route: string; files: number; gzipBytes: number };

/**
 * The JavaScript a first visit of each route downloads, gzip-compressed as served: the entry chunk, the start-up chunks
 * it imports in steps (src/web/main.tsx), the route's lazy chunk and everything these import statically (each file
 * counted once), read from the Vite build manifest. What a page imports later (zod with the first validation, the
 * toasts once it has started) is not counted.
 */
export function firstVisitJs(webRoot: string): RouteJs[] {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    for (const startUp of manifest[entry]?.dynamicImports ?? []) visit(startUp);
    for (const module of modules) visit(module);
    const gzipBytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    return { route, files: files.size, gzipBytes };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The routes over their budget. */
export const overBudget = (routes: RouteJs[]): RouteJs[] =>
  routes.filter(
    ({ route, gzipBytes }) => gzipBytes > (FIRST_VISIT_BUDGET_BYTES[route] ?? Number.POSITIVE_INFINITY),
  );

/** The figures as a Markdown table, each with its budget where it has one. */
export function firstVisitTable(routes: RouteJs[]): string[] {
  return [
    '| route | files | KB gzip | budget |',
    '| --- | --- | --- | --- |',
    ...routes.map(({ route, files, gzipBytes }) => {
      const budget = FIRST_VISIT_BUDGET_BYTES[route];
      const verdict =
        budget === undefined
          ? ''
          : `≤ ${kb(budget)}: ${gzipBytes > budget ? `missed by ${kb(gzipBytes - budget)}` : 'met'}`;
      return `| ${route} | ${files} | ${kb(gzipBytes)} | ${verdict} |`;
    }),
  ];
}

// `npx tsx bench/first-visit-js.ts [web root]`: the table for a build (`npx vite build` first); fails when a route is
// over its budget.
if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = firstVisitJs(process.argv[2] ?? 'dist/web');
  process.stdout.write(`${firstVisitTable(routes).join('\n')}\n`);
  const over = overBudget(routes);
  if (over.length) {
    process.stderr.write(`over the first-visit budget: ${over.map(({ route }) => route).join(', ')}\n`);
    process.exitCode = 1;
  }
}
