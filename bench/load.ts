// npm run bench:load: holds N signed-in claims processors (default 200) on a mix of Claims Review lists and searches,
// check reviews, the dashboard, the three registers and intakes against the device-history simulator, for a bounded
// time (default 60 s), against the production server in its own process on loopback. Reports throughput, latency
// and errors per request class and the server's memory before, right after and after a settle and a forced GC.
// Writes bench/load-results.json.
// Options: --users 200 --seconds 60 --database embedded|postgres (default: postgres when DATABASE_URL is set)
//   --checks 100000 (Demo Insurance is topped up to this many first) --think-ms 0 (pause between one user's requests;
//   0 = flat out, like autocannon) --intake-share 0.1 --simulator-latency-ms 200 --profile (server CPU profile)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { machineCpuTicks, processCpuMs, readMemory } from './load-memory';
import type { KnownChecks } from './load-mix';
import { prepareLoadData } from './load-prepare';
import { buildWebIfMissing, startLoadProcesses } from './load-processes';
import { classTable, summariseByClass, summariseWindows, windowTable } from './load-report';
import { runLoad, signInUsers } from './load-run';

const READ_P99_TARGET_MS = 200;
const SETTLE_MS = 5_000;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    database: { type: 'string' },
    checks: { type: 'string', default: '100000' },
    'think-ms': { type: 'string', default: '0' },
    'intake-share': { type: 'string', default: '0.1' },
    'simulator-latency-ms': { type: 'string', default: '200' },
    profile: { type: 'boolean', default: false },
  },
});
const wholeNumber = (name: string, text: string | undefined) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
};
const users = wholeNumber('users', values.users);
const seconds = wholeNumber('seconds', values.seconds);
const checks = wholeNumber('checks', values.checks);
const thinkMs = wholeNumber('think-ms', values['think-ms']);
const simulatorLatencyMs = wholeNumber('simulator-latency-ms', values['simulator-latency-ms']);
const intakeShare = Number(values['intake-share']);
if (!(intakeShare >= 0 && intakeShare <= 1)) throw new Error('--intake-share takes a number from 0 to 1');
const database = values.database ?? (process.env.DATABASE_URL ? 'postgres' : 'embedded');
if (database !== 'embedded' && database !== 'postgres') throw new Error('--database is embedded or postgres');
if (database === 'postgres' && !process.env.DATABASE_URL)
  throw new Error('--database postgres needs DATABASE_URL');
const databaseUrl = database === 'postgres' ? process.env.DATABASE_URL : undefined;
const dataDir = process.env.DATA_DIR ?? 'bench/.data';

/** The commit measured, and whether tracked files differed from it. */
const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';
const code = {
  commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
  isDirty: git('status', '--porcelain', '--untracked-files=no') !== '',
};
// Other work on the machine shares the cores: the 1-minute load average before anything starts says how much.
const loadAverageAtStart = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const out = (line: string) => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

buildWebIfMissing(out);
const accounts = await prepareLoadData({ databaseUrl, dataDir, checks, users, log: out });
const processes = await startLoadProcesses({
  databaseUrl,
  dataDir,
  simulatorLatencyMs,
  profileDir: values.profile ? '/tmp/claimguard-load-profile' : undefined,
});
const { address, server } = processes;
const serverPid = server.pid ?? 0;
let sampler: NodeJS.Timeout | undefined;
try {
  const signIn = await signInUsers(address, accounts);
  out(`${users} users signed in over HTTP (sign-in p50 ${signIn.p50Ms} ms, ${signIn.seconds} s in all)`);
  const known: KnownChecks = signIn.known;

  const before = await readMemory(server, {
    at: 'before the load (after sign-in, GC)',
    collectGarbage: true,
  });
  const cpuBefore = { server: processCpuMs(serverPid), machine: machineCpuTicks(), own: process.cpuUsage() };
  out(`running ${users} users for ${seconds} s (think time ${thinkMs} ms, intake share ${intakeShare})`);
  const during: Awaited<ReturnType<typeof readMemory>>[] = [];
  const loadStarted = performance.now();
  sampler = setInterval(() => {
    const at = `${Math.round((performance.now() - loadStarted) / 1000)} s into the load`;
    void readMemory(server, { at, collectGarbage: false }).then(
      (m) => during.push(m),
      () => {}, // a reading the busy server did not answer in time is left out
    );
  }, 10_000);
  const run = await runLoad({ address, sessions: signIn.sessions, known, seconds, thinkMs, intakeShare });
  clearInterval(sampler);
  const rightAfter = await readMemory(server, { at: 'right after the load', collectGarbage: false });
  const serverCpuMs = processCpuMs(serverPid) - cpuBefore.server;
  const machine = machineCpuTicks();
  const machineBusy = (machine.busy - cpuBefore.machine.busy) / (machine.total - cpuBefore.machine.total);
  const ownCpu = process.cpuUsage(cpuBefore.own);
  await pause(SETTLE_MS);
  const settled = await readMemory(server, {
    at: `after ${SETTLE_MS / 1000} s settle and GC`,
    collectGarbage: true,
  });

  const classes = summariseByClass(run.samples, run.elapsedSeconds);
  const windows = summariseWindows(run.samples, seconds, 10);
  const reads = classes.find((row) => row.name === 'all reads');
  const all = classes.find((row) => row.name === 'all requests');
  const targets = {
    readP99Ms: reads?.p99 ?? 0,
    isReadP99Met: (reads?.p99 ?? Number.POSITIVE_INFINITY) <= READ_P99_TARGET_MS,
    errors: all?.errors ?? 0,
    isErrorFree: (all?.errors ?? 1) === 0,
    heapGrowthMiB: Math.round((settled.heapUsedMiB - before.heapUsedMiB) * 10) / 10,
    rssGrowthMiB: Math.round((settled.rssMiB - before.rssMiB) * 10) / 10,
  };
  const cpu = {
    serverCoresUsed: Math.round((serverCpuMs / (run.elapsedSeconds * 1000)) * 100) / 100,
    serverCpuMsPerRequest: Math.round((serverCpuMs / Math.max(1, run.samples.length)) * 100) / 100,
    loadGeneratorCoresUsed:
      Math.round(((ownCpu.user + ownCpu.system) / 1000 / (run.elapsedSeconds * 1000)) * 100) / 100,
    machineBusyShare: Math.round(machineBusy * 100) / 100,
  };
  const memory = [before, ...during, rightAfter, settled];
  const label = database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';

  out(
    `\nLoad: ${users} users, ${run.elapsedSeconds} s, ${label}, think time ${thinkMs} ms, Node ${process.version}, ` +
      `commit ${code.commit}${code.isDirty ? ' with local changes' : ''}`,
  );
  for (const line of classTable(classes)) out(line);
  out('\nOver the run, per 10 s');
  for (const line of windowTable(windows)) out(line);
  out('\nServer memory (MiB)');
  out('| when | RSS | peak RSS | heap used | heap total | array buffers | loop delay p99 / max ms |');
  out('| --- | --- | --- | --- | --- | --- | --- |');
  for (const m of memory)
    out(
      `| ${m.at} | ${m.rssMiB} | ${m.peakRssMiB} | ${m.heapUsedMiB} | ${m.heapTotalMiB} | ${m.arrayBuffersMiB} | ${m.loopDelayP99Ms} / ${m.loopDelayMaxMs} |`,
    );
  out(
    `\nCPU: server ${cpu.serverCoresUsed} cores (${cpu.serverCpuMsPerRequest} ms per request), load generator ` +
      `${cpu.loadGeneratorCoresUsed} cores, machine ${Math.round(cpu.machineBusyShare * 100)} % busy ` +
      `(${os.cpus().length} cores; load average ${loadAverageAtStart} before the benchmark started)`,
  );
  out(
    `Targets: reads p99 ${targets.readP99Ms} ms (≤ ${READ_P99_TARGET_MS}: ${targets.isReadP99Met ? 'met' : 'MISSED'}), ` +
      `errors ${targets.errors} (0: ${targets.isErrorFree ? 'met' : 'MISSED'}), heap used after GC ` +
      `${targets.heapGrowthMiB >= 0 ? '+' : ''}${targets.heapGrowthMiB} MiB, RSS ${targets.rssGrowthMiB >= 0 ? '+' : ''}${targets.rssGrowthMiB} MiB`,
  );
  writeFileSync(
    'bench/load-results.json',
    `${JSON.stringify(
      {
        takenAt: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpu: os.cpus()[0]?.model,
          node: process.version,
          loadAverageAtStart: loadAverageAtStart,
        },
        code,
        options: { database, users, seconds, checks, thinkMs, intakeShare, simulatorLatencyMs },
        signIn: { p50Ms: signIn.p50Ms, seconds: signIn.seconds },
        elapsedSeconds: run.elapsedSeconds,
        classes,
        windows,
        memory,
        cpu,
        targets,
        serverLog: processes.logFile,
      },
      null,
      2,
    )}\n`,
  );
  out(`\nwritten to bench/load-results.json (server log: ${processes.logFile})`);
} finally {
  clearInterval(sampler);
  await processes.stop();
}
