// Triage at intake and in the rule preview: what scoring adds to an intake (the domain's evaluation of the rules on one
// report, the only work the intake does for it besides reading the rule set inside the statement it already sends),
// and how long the Org Admin Panel's preview takes over the latest 1,000 open checks.
// Targets: scoring ≤ 1 ms per intake; the preview over 1,000 checks ≤ 2 s.
// Run: npx tsx bench/triage.ts [checks, default 1000]  (embedded database in a temporary folder; or
// BENCH_DATABASE_URL=postgres://… for a database of its own: it is emptied and migrated first)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildSearchResponse } from '../simulators/device-history/build-search-response';
import { ALL_SCENARIOS } from '../simulators/device-history/scenarios';
import { DEFAULT_TRIAGE_RULE_SET, DEFAULT_TRIAGE_RULE_SET_VERSION, triage } from '../src/domain/triage';
import { reportFromStored } from '../src/server/modules/checks';
import { seedVolume } from '../src/server/seed/seed-volume';
import { openBenchApp, signInToBenchApp } from './bench-app';

const SCORE_BUDGET_MS = 1;
const PREVIEW_BUDGET_MS = 2000;
const checks = Number(process.argv[2] ?? 1000);
const out = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// 1. Scoring: every simulator scenario's report under the default rules, as an intake scores it.
// The scenarios that answer with a report (the others are failures, which record nothing and score nothing).
const reports = ALL_SCENARIOS.flatMap((scenario) => {
  try {
    return [reportFromStored(buildSearchResponse(scenario.imei))];
  } catch {
    return [];
  }
});
const ruleSet = { version: DEFAULT_TRIAGE_RULE_SET_VERSION, rules: DEFAULT_TRIAGE_RULE_SET };
const facts = (index: number) => ({
  claimType: 'Theft',
  fnol: false,
  lossDate: null,
  intakeAt: new Date(),
  report: reports[index % reports.length] as (typeof reports)[number],
  replacementHandedOut: false,
});
for (let index = 0; index < 2000; index++) triage(ruleSet, facts(index));
const rounds = 20_000;
const scoreStarted = performance.now();
for (let index = 0; index < rounds; index++) triage(ruleSet, facts(index));
const scoreMs = (performance.now() - scoreStarted) / rounds;
out(
  `scoring: ${(scoreMs * 1000).toFixed(1)} µs per intake (${reports.length} scenario reports, default rules; budget ${SCORE_BUDGET_MS} ms)`,
);

// 2. The preview over the latest `checks` open checks.
const port = 4953;
const base = `http://127.0.0.1:${port}`;
const { database, app } = await openBenchApp({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'claimguard-triage-bench-')),
  appUrl: base,
});
await seedVolume(database.db, { organisationDomain: 'demo.test', checks });
await database.db.execute(sql`analyze`);
await app.listen({ port, host: '127.0.0.1' });
const cookie = await signInToBenchApp(base, 'admin@demo.test');
const stricter = {
  ...DEFAULT_TRIAGE_RULE_SET,
  thresholds: { review: 0, refer: DEFAULT_TRIAGE_RULE_SET.thresholds.refer },
};
const times: number[] = [];
let changed = '';
for (let round = 0; round < 6; round++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/triage-rules/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ rules: stricter, sample: checks }),
  });
  const body = (await response.json()) as { checks: number; changed: number };
  if (response.status !== 200)
    throw new Error(`preview answered ${response.status}: ${JSON.stringify(body)}`);
  if (round > 0) times.push(performance.now() - started);
  changed = `${body.changed} of ${body.checks} would change route`;
}
out(
  `preview over the latest ${checks} checks: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms of 5 (${changed}; budget ${PREVIEW_BUDGET_MS} ms)`,
);
await app.close();
const failed = scoreMs > SCORE_BUDGET_MS || median(times) > PREVIEW_BUDGET_MS;
process.exit(failed ? 1 : 0);
