import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web project runs in happy-dom, whose import.meta.url is no file: the tests run from the repository's root.
const webRoot = resolve('src/web');

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
    expect(writingPaths).toEqual([]);
  });
});
