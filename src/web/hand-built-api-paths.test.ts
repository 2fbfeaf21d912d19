import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web project runs in happy-dom, whose import.meta.url is no file: the tests run from the repository's root.
const webRoot = resolve('src/web');

/**
 * Files that still write an API path by hand: their modules' routes have no contract yet (decision 041). Converting a
 * module removes its files here; nothing is ever added.
 */
const NOT_YET_CONVERTED = [
  'api/app-info.ts',
  'api/claim-types.ts',
  'api/denial-reasons.ts',
  'api/handlers.ts',
  'api/profile.ts',
  'features/org-admin/api/api-keys.ts',
  'features/org-admin/api/claim-types.ts',
  'features/org-admin/api/denial-reasons.ts',
  'features/org-admin/api/device-searches.ts',
  'features/org-admin/api/monitoring.ts',
  'features/org-admin/api/organisation-settings.ts',
  'features/org-admin/api/organisation.ts',
  'features/org-admin/api/webhooks.ts',
  'features/outbox/api/outbox.ts',
  'features/profile/api/profile.ts',
  'features/profile/api/two-factor.ts',
  'features/super-admin/api/users.ts',
  'lib/session.ts',
];

/** A string or template literal that starts an API path: `'/api/...`, `"/api/...` or `` `/api/... ``. */
const API_PATH_LITERAL = /['"`]\/api\//;

/** The web app's own code: its tests and their helpers stub the API by its paths, as a browser would see them. */
function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(webRoot, path)] : [];
  });
}

describe('API paths in the web app', () => {
  const writingPaths = productionFiles(webRoot).filter((file) =>
    API_PATH_LITERAL.test(readFileSync(join(webRoot, file), 'utf8')),
  );

  it("come from the routes' contracts (api.call, routeUrl), not from strings written by hand", () => {
    expect(writingPaths.filter((file) => !NOT_YET_CONVERTED.includes(file))).toEqual([]);
  });

  it('are left by hand only in files not yet converted, and the list forgets a file once converted', () => {
    expect(NOT_YET_CONVERTED.filter((file) => !writingPaths.includes(file))).toEqual([]);
  });
});
