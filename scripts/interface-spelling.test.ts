import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts people read (screens, server messages, e-mails, the API documentation) say "organization"; only names in
 * the code say "organisation" (CONTRIBUTING, Files and names). A text here is a quoted string with a space in it, or
 * a line of words in a component's markup; comments and tests are not read.
 */
const ROOTS = ['src/web', 'src/domain', 'src/server'];
const BRITISH = /\borganisation(s|'s|’s)?\b/i;
const QUOTED = /(['"`])((?:(?!\1)[^\\]|\\.)*?\s(?:(?!\1)[^\\]|\\.)*?)\1/g;
// A line of a component's markup with words on it; not a name alone with a comma (a destructured property).
const MARKUP_WORDS = /^(?![A-Za-z]\w*,$)[A-Za-z][^=<>{}();]*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function britishTexts(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const code = line.trim();
      if (/^(\/\/|\/\*|\*)/.test(code)) return [];
      const texts = [...code.matchAll(QUOTED)].map((match) => match[2] ?? '');
      if (path.endsWith('.tsx') && MARKUP_WORDS.test(code)) texts.push(code);
      return texts.some((text) => BRITISH.test(text)) ? [`${path}:${index + 1}: ${code}`] : [];
    });
}

describe('interface spelling', () => {
  it('says "organization" in every text people read', () => {
    expect(ROOTS.flatMap(sourceFiles).flatMap(britishTexts)).toEqual([]);
  });
});
