// CSV export of a register with 1,000,000 rows: the time to stream the whole file and the server's peak memory,
// which must stay flat (the export reads keyset batches of 2,000 as the client takes them).
// Run: npx tsx bench/export.ts [rows, default 1000000] on PostgreSQL: BENCH_DATABASE_URL, by default the local
// database claimguard_export_bench (createdb -h 127.0.0.1 -U postgres claimguard_export_bench).
// The database is emptied and migrated first: point it at a database of its own.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { openBenchApp } from './bench-app';

const rows = Number(process.argv[2] ?? 1_000_000);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/claimguard_export_bench';
const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { database, app } = await openBenchApp({
  databaseUrl,
  dataDir: path.join(os.tmpdir(), 'claimguard-export-bench'),
  appUrl: 'http://127.0.0.1:4950',
});
const [demo] = (
  (await database.db.execute(sql`select id from organizations where domain = 'demo.test'`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const started = Date.now();
for (let done = 0; done < rows; done += 100_000) {
  await database.db.execute(sql`
    insert into denied_claims (organization_id, imei, imei_key, denial_reason, device_make, device_model, claim_type,
      denied_by_name, denied_at)
    select ${demo?.id}, '35' || lpad(n::text, 13, '0'), '35' || lpad(n::text, 12, '0'), 'Device blocked', 'APPLE',
      'IPHONE 15', 'Theft', 'Morgan Member', now() - make_interval(secs => n)
    from generate_series(${done + 1}::int, ${Math.min(done + 100_000, rows)}::int) as n`);
  process.stdout.write(`\rseeded ${Math.min(done + 100_000, rows)} of ${rows} denied claims`);
}
out(` (${((Date.now() - started) / 1000).toFixed(0)} s)`);
await database.db.execute(sql`analyze denied_claims`);
await app.listen({ port: 4950, host: '127.0.0.1' });

const signIn = await fetch('http://127.0.0.1:4950/api/auth/sign-in', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4950' },
  body: JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }),
});
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

global.gc?.();
const baseline = process.memoryUsage();
const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
}, 50);
const exportStarted = Date.now();
const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
  http
    .get('http://127.0.0.1:4950/api/v1/denied-claims/export.csv', { headers: { cookie } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines }));
      response.on('error', reject);
    })
    .on('error', reject);
});
const seconds = (Date.now() - exportStarted) / 1000;
clearInterval(sampler);
out(
  `export: ${lines - 1} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s (${Math.round((lines - 1) / seconds)} rows/s)`,
);
out(
  `server and client process RSS: ${mb(baseline.rss)} before, ${mb(peak.rss)} at the peak (+${mb(peak.rss - baseline.rss)})`,
);
out(`JavaScript heap used: ${mb(baseline.heapUsed)} before, ${mb(peak.heapUsed)} at the peak`);
await app.close();
