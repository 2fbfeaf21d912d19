// Writes tests/support/slow-test-files.json from a Vitest JSON report: the files that took 20 s or more, with their
// seconds, for the slowest-first sequencer (vitest.config.ts). Refresh it when the slow files
// change: `TEST_DATABASE_URL= npx vitest run --maxWorkers=3 --reporter=json --outputFile.json=/tmp/report.json`, then
// `node scripts/slow-test-files.mjs /tmp/report.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const slow = report.testResults
  .map((file) => [path.relative(root, file.name), Math.round((file.endTime - file.startTime) / 1000)])
  .filter(([, seconds]) => seconds >= 20)
  .sort((a, b) => b[1] - a[1]);
writeFileSync(
  path.join(root, 'tests/support/slow-test-files.json'),
  `${JSON.stringify(Object.fromEntries(slow), null, 2)}\n`,
);
