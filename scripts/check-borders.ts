// `npm run lint:borders` (part of `npm test`): every import in src, resolved by TypeScript, against the rules in
// borders.ts. Prints each broken rule as file:line with what to do instead, and exits 1 when there is one.
import { fileURLToPath } from 'node:url';
import { borderProblems } from './borders';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = borderProblems(root);
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n\n${problems.length} import(s) cross a border.\n`);
  process.exit(1);
}
process.stdout.write(
  'Module borders: every import stays inside its layer, and reaches other modules and features through their index.ts.\n',
);
