// npm run bench:http: wrk-style runs through real HTTP against the production start (one server process per core,
// as `npm start` runs in production), with autocannon: 50 connections for 15 s on each of /api/health, Claims Review
// page 1, the dashboard summary and a 4-digit IMEI search, as one signed-in claims processor of Demo Insurance topped
// up to --checks checks. Prints requests per second, p50 and p99, and the ratios the throughput targets name.
// Each run also reports the CPU the server processes and the database processes serving them spent per request:
// on a shared machine the figure to compare.
// Options: --only <part of a run's name> --checks 100000 --connections 50 --seconds 15 --processes <cores> --database embedded|postgres
//   (default: postgres when DATABASE_URL is set; the embedded database serves from one process)
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareLoadData } from './load-prepare';
import { buildWebIfMissing, startLoadProcesses } from './load-processes';
import { signInUsers } from './load-run';
import { cpuBetween, sampleCpu } from './process-cpu';

const { values } = parseArgs({
  options: {
    checks: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    processes: { type: 'string' },
    database: { type: 'string' },
    only: { type: 'string' },
  },
});
const database = values.database ?? (process.env.DATABASE_URL ? 'postgres' : 'embedded');
if (database === 'postgres' && !process.env.DATABASE_URL)
  throw new Error('--database postgres needs DATABASE_URL');
const databaseUrl = database === 'postgres' ? process.env.DATABASE_URL : undefined;
const processes = databaseUrl ? Number(values.processes ?? os.availableParallelism()) : 1;
const connections = Number(values.connections);
const duration = Number(values.seconds);
const out = (line: string) => process.stdout.write(`${line}\n`);

/** The targets: list reads and the IMEI search at 100,000 checks, 50 connections, on a 2-core machine. */
const TARGETS = {
  listPerSecond: 2_000,
  listP99Ms: 100,
  listToHealth: 0.5,
  searchPerSecond: 300,
  searchP99Ms: 300,
};

buildWebIfMissing(out);
const dataDir = process.env.DATA_DIR ?? 'bench/.data';
const accounts = await prepareLoadData({
  databaseUrl,
  dataDir,
  checks: Number(values.checks),
  users: 1,
  log: out,
});
const server = await startLoadProcesses({
  databaseUrl,
  dataDir,
  simulatorLatencyMs: 0,
  // BENCH_PROFILE=1 writes CPU profiles of the server processes to /tmp/claimguard-profile.
  profileDir: process.env.BENCH_PROFILE ? '/tmp/claimguard-profile' : undefined,
  processes,
});
try {
  const { sessions } = await signInUsers(server.address, accounts);
  const headers = { cookie: sessions[0] ?? '', origin: server.address };
  const runs = [
    { name: 'health', path: '/api/health' },
    { name: 'Claims Review page 1', path: '/api/v1/checks?page=1&pageSize=25' },
    { name: 'dashboard summary', path: '/api/v1/dashboard-summary' },
    { name: '4-digit IMEI search', path: '/api/v1/checks?page=1&pageSize=25&search=4821' },
  ];
  const results = new Map<string, { perSecond: number; p50: number; p99: number; errors: number }>();
  out(
    `\n${connections} connections, ${duration} s each, ${processes} server processes, ${database}, Node ${process.version}`,
  );
  out('| request | req/s | p50 ms | p99 ms | non-2xx or errors | server CPU ms/req | database CPU ms/req |');
  out('| --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs.filter((r) => !values.only || r.name.includes(values.only))) {
    const before = await sampleCpu(server.server.pid as number, databaseUrl);
    const result = await autocannon({ url: `${server.address}${run.path}`, connections, duration, headers });
    const cpu = cpuBetween(before, await sampleCpu(server.server.pid as number, databaseUrl));
    const perRequest = (ms: number) => (ms / Math.max(result.requests.total, 1)).toFixed(2);
    const row = {
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    };
    results.set(run.name, row);
    out(
      `| ${run.name} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${perRequest(cpu.server)} | ${databaseUrl ? perRequest(cpu.database) : '-'} |`,
    );
  }
  const health = results.get('health');
  const list = results.get('Claims Review page 1');
  const search = results.get('4-digit IMEI search');
  if (health && list && search) {
    const ratio = Math.round((list.perSecond / health.perSecond) * 100) / 100;
    const verdict = (met: boolean) => (met ? 'met' : 'missed');
    out(
      `\nlist ${list.perSecond} req/s (target ${TARGETS.listPerSecond}): ${verdict(list.perSecond >= TARGETS.listPerSecond)}`,
    );
    out(`list p99 ${list.p99} ms (target ${TARGETS.listP99Ms}): ${verdict(list.p99 <= TARGETS.listP99Ms)}`);
    out(`list / health ${ratio} (target ${TARGETS.listToHealth}): ${verdict(ratio >= TARGETS.listToHealth)}`);
    out(
      `search ${search.perSecond} req/s (target ${TARGETS.searchPerSecond}): ${verdict(search.perSecond >= TARGETS.searchPerSecond)}`,
    );
    out(
      `search p99 ${search.p99} ms (target ${TARGETS.searchP99Ms}): ${verdict(search.p99 <= TARGETS.searchP99Ms)}`,
    );
  }
  out(
    `load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}
