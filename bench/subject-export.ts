// Subject requests at volume: the time to count and to download everything an organisation holds about one IMEI and
// about one user, with 1,000,000 checks (npm run db:seed-volume's data) and an audit event per check, and the peak
// memory of the process (the server and this client) while each archive is downloaded.
// Run: npx tsx bench/subject-export.ts [checks, default 1000000] on PostgreSQL: BENCH_DATABASE_URL, by default the
// local database claimguard_subject_bench (createdb -h 127.0.0.1 -U postgres claimguard_subject_bench).
// The database is emptied and migrated first: point it at a database of its own.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedVolume } from '../src/server/seed/seed-volume';
import { openBenchApp, signInToBenchApp } from './bench-app';

const checks = Number(process.argv[2] ?? 1_000_000);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/claimguard_subject_bench';
const out = (line: string) => process.stdout.write(`${line}\n`);
const port = 4951;
const base = `http://127.0.0.1:${port}`;

const { database, app } = await openBenchApp({
  databaseUrl,
  dataDir: path.join(os.tmpdir(), 'claimguard-subject-bench'),
  appUrl: base,
});
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const started = Date.now();
await seedVolume(database.db, {
  organisationDomain: 'demo.test',
  checks,
  onProgress: (done, total) => process.stdout.write(`\rseeding ${done} of ${total} checks`),
});
// The intake's audit event of every check, as a live organisation has them (outside the hash chain: not verified here).
await database.db.execute(sql`
  insert into audit_events (organization_id, actor_user_id, action, subject_type, subject_id, details, created_at)
  select organization_id, checked_by, 'check.recorded', 'claim_check', id::text, jsonb_build_object('imei', imei),
    created_at
  from claim_checks`);
await database.db.execute(sql`analyze`);
out(` (${((Date.now() - started) / 1000).toFixed(0)} s with the audit events)`);

const [device] = await rowsOf<{ imei: string }>(
  sql`select imei from settled_claims order by settled_at desc limit 1`,
);
const [person] = await rowsOf<{ id: string; checks: number }>(sql`
  select u.id, (select count(*) from claim_checks c where c.checked_by = u.id)::int as checks
  from users u where u.email = 'member@demo.test'`);
if (!device || !person) throw new Error('nothing seeded');

await app.listen({ port, host: '127.0.0.1' });
const cookie = await signInToBenchApp(base, 'admin@demo.test');

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Seconds to the last byte, the bytes, and the process's resident memory before and at its peak meanwhile (sampled
 * every 20 ms).
 */
function download(
  url: string,
): Promise<{ seconds: number; bytes: number; status: number; startRss: number; peakRss: number }> {
  const at = Date.now();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampling = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          clearInterval(sampling);
          resolve({
            seconds: (Date.now() - at) / 1000,
            bytes,
            status: response.statusCode ?? 0,
            startRss,
            peakRss,
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

for (const [name, query] of [
  [`one IMEI (a settled device)`, `imei=${device.imei}`],
  [`one user (${person.checks} checks of ${checks})`, `userId=${person.id}`],
] as const) {
  const summary = await download(`/api/v1/subject-data/summary?${query}`);
  const archive = await download(`/api/v1/subject-data/export?${query}`);
  if (summary.status !== 200 || archive.status !== 200)
    throw new Error(`${name}: ${summary.status} ${archive.status}`);
  out(
    `${name}: summary ${summary.seconds.toFixed(2)} s; archive ${archive.seconds.toFixed(2)} s, ${megabytes(archive.bytes)} MB, memory ${megabytes(archive.startRss)} MB before, ${megabytes(archive.peakRss)} MB at the peak (load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
}
await app.close();
