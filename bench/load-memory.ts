import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface MemoryRequest {
  kind: 'memory';
  id: number;
  collectGarbage: boolean;
}

/** process.memoryUsage() of the server, in bytes. */
export interface MemoryReading {
  id: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export interface MemorySnapshot {
  at: string;
  /** Resident set size from /proc/<pid>/status, MiB. */
  rssMiB: number;
  /** Peak resident set size so far (VmHWM), MiB. */
  peakRssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  /** ArrayBuffers (Buffers included), MiB; the embedded database's WebAssembly memory shows in the RSS only. */
  arrayBuffersMiB: number;
  garbageCollected: boolean;
  /** Event-loop delay since the previous reading (p99 and max), ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const MiB = 2 ** 20;
const round = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

function procStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN);
}

let nextId = 1;

/** Asks the server's memory probe (load-memory-probe.ts) for its figures; the RSS comes from /proc. */
export function readMemory(
  server: ChildProcess,
  options: { at: string; collectGarbage: boolean },
): Promise<MemorySnapshot> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    const onMessage = (message: unknown) => {
      const reading = message as MemoryReading;
      if (reading?.id !== id) return;
      clearTimeout(timer);
      server.off('message', onMessage);
      const pid = server.pid ?? 0;
      resolve({
        at: options.at,
        rssMiB: round(procStatusKiB(pid, 'VmRSS') * 1024),
        peakRssMiB: round(procStatusKiB(pid, 'VmHWM') * 1024),
        heapUsedMiB: round(reading.heapUsed),
        heapTotalMiB: round(reading.heapTotal),
        arrayBuffersMiB: round(reading.arrayBuffers),
        garbageCollected: options.collectGarbage,
        loopDelayP99Ms: Math.round(reading.loopDelayP99Ms),
        loopDelayMaxMs: Math.round(reading.loopDelayMaxMs),
      });
    };
    server.on('message', onMessage);
    const request: MemoryRequest = { kind: 'memory', id, collectGarbage: options.collectGarbage };
    server.send(request);
  });
}

/** CPU time a process has used so far, ms (utime + stime, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's busy and total CPU ticks so far (first line of /proc/stat), to report how busy the cores were. */
export function machineCpuTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}
