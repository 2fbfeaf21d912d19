// `npm run lint:borders` (part of `npm test`): every import in src against the rules in borders.ts. Prints each
// broken rule as file:line and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { borderProblem, importsOf } from './borders';

const src = fileURLToPath(new URL('../src', import.meta.url));
const problems = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .flatMap((name) => {
    const from = name.split(path.sep).join('/');
    return importsOf(readFileSync(path.join(src, name), 'utf8')).flatMap(({ line, specifier }) => {
      const problem = borderProblem(from, specifier);
      return problem ? [`src/${from}:${line} '${specifier}': ${problem}`] : [];
    });
  });
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n\n${problems.length} import(s) cross a border.\n`);
  process.exit(1);
}
process.stdout.write('Module borders: every import stays inside its layer, feature and module.\n');
