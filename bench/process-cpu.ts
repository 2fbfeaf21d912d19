// CPU time of processes, from Linux's /proc: unlike latency and throughput it hardly depends on what else the machine
// is doing, so on a shared machine it is the figure to compare before and after a change.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** utime + stime of a process in ms (clock ticks of 10 ms); 0 once it has gone. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (the server's primary and its workers). */
function treeOf(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(treeOf)];
}

/** The PostgreSQL server processes serving connections to the database of `databaseUrl` (the app's pool). */
async function backendsOf(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU ms used so far by a process and its descendants (the server's primary and its workers). */
export function treeCpuMs(pid: number): number {
  return treeOf(pid).reduce((sum, each) => sum + cpuMsOf(each), 0);
}

export interface CpuSample {
  server: Map<number, number>;
  database: Map<number, number>;
}

/** CPU used so far by the server's processes and, on PostgreSQL, by the database processes serving it. */
export async function sampleCpu(serverPid: number, databaseUrl: string | undefined): Promise<CpuSample> {
  const sample = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  return {
    server: sample(treeOf(serverPid)),
    database: sample(databaseUrl ? await backendsOf(databaseUrl) : []),
  };
}

/** CPU ms spent between two samples by the server and by the database (a process new since `before` counts whole). */
export function cpuBetween(before: CpuSample, after: CpuSample): { server: number; database: number } {
  const spent = (was: Map<number, number>, now: Map<number, number>) =>
    [...now].reduce((sum, [pid, ms]) => sum + ms - (was.get(pid) ?? 0), 0);
  return { server: spent(before.server, after.server), database: spent(before.database, after.database) };
}
