import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../src/domain/api-version';

const changelog = readFileSync(new URL('../docs/api-changelog.md', import.meta.url), 'utf8');

/** The versions of the changelog's headings (`## 2.1.0 (2026-11-28)`), newest first as written. */
const versions = [...changelog.matchAll(/^## (\d+)\.(\d+)\.(\d+) \(\d{4}-\d{2}-\d{2}\)$/gm)].map((match) =>
  match.slice(1, 4).map(Number),
);
const headings = changelog.match(/^## .*$/gm) ?? [];

describe('docs/api-changelog.md', () => {
  it('opens with the version the API document gives (API_VERSION): a change to the API comes with its entry', () => {
    expect(versions[0]?.join('.')).toBe(API_VERSION);
  });

  it('heads each release with its version and day, newest first', () => {
    expect(versions).toHaveLength(headings.length);
    const newer = (a: number[], b: number[]) =>
      (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0) || (b[2] ?? 0) - (a[2] ?? 0);
    const sorted = [...versions].sort(newer);
    expect(versions).toEqual(sorted);
    expect(new Set(versions.map((version) => version.join('.'))).size).toBe(versions.length);
  });
});
