// Lighthouse on the public pages (mobile, simulated slow 4G and 4x slower CPU, Lighthouse's defaults): performance and
// accessibility scores with the timings behind them. Not run in CI. Needs a production server (`npx vite build`, then
// `PORT=4103 SEED_DEMO_DATA=true node scripts/start.mjs`), the system Chromium and Lighthouse 12.8.2 from the npm
// registry (`npx -y lighthouse@12.8.2`, not a dependency of the project).
// Usage: npx tsx bench/lighthouse.ts [base URL, default http://127.0.0.1:4103] [runs per page, default 3]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PAGES = ['/', '/auth', '/contact'];
const base = process.argv[2] ?? 'http://127.0.0.1:4103';
const runs = Number(process.argv[3] ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

function lighthouse(url: string): Report {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  const args = [
    '-y',
    'lighthouse@12.8.2',
    url,
    '--form-factor=mobile',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=--headless --no-sandbox --disable-gpu --user-data-dir=${path.join(dir, 'profile')}`,
  ];
  const run = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (report: Report, audit: string) => Math.round(report.audits[audit]?.numericValue ?? 0);

out(
  `| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | runs: ${runs}, median by performance |`,
);
out('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of PAGES) {
  const reports = Array.from({ length: runs }, () => lighthouse(`${base}${page}`));
  const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
  const report = reports[scores.indexOf(median(scores))] as Report;
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? 0;
  out(
    `| ${page} | ${median(scores)} (${scores.join(', ')}) | ${Math.round(report.categories.accessibility.score * 100)} | ${ms(report, 'first-contentful-paint')} | ${ms(report, 'largest-contentful-paint')} | ${ms(report, 'total-blocking-time')} | ${cls.toFixed(3)} | |`,
  );
}
