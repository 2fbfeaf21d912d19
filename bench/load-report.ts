import { INTAKE, REQUEST_CLASSES, type RequestClass } from './load-mix';

/** The outcome of one request: its HTTP status, or the socket error / timeout that replaced it. */
export interface Sample {
  requestClass: RequestClass;
  ms: number;
  outcome: string;
  isOk: boolean;
  /** When it was sent, ms since the load started. */
  sentAtMs: number;
}

export interface ClassSummary {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Non-2xx statuses and socket errors, with how often each came. */
  errorsByOutcome: Record<string, number>;
}

export interface WindowSummary {
  fromSecond: number;
  toSecond: number;
  requests: number;
  perSecond: number;
  readP99: number;
  errors: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

function summarise(name: string, samples: Sample[], seconds: number): ClassSummary {
  const durations = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errorsByOutcome: Record<string, number> = {};
  for (const sample of samples)
    if (!sample.isOk) errorsByOutcome[sample.outcome] = (errorsByOutcome[sample.outcome] ?? 0) + 1;
  return {
    name,
    requests: samples.length,
    perSecond: round(samples.length / seconds),
    p50: round(percentile(durations, 0.5)),
    p95: round(percentile(durations, 0.95)),
    p99: round(percentile(durations, 0.99)),
    max: round(durations.at(-1) ?? 0),
    errors: Object.values(errorsByOutcome).reduce((sum, n) => sum + n, 0),
    errorsByOutcome,
  };
}

/** One row per request class, then every read together, then everything. */
export function summariseByClass(samples: Sample[], seconds: number): ClassSummary[] {
  const rows = REQUEST_CLASSES.map((name) =>
    summarise(
      name,
      samples.filter((s) => s.requestClass === name),
      seconds,
    ),
  ).filter((row) => row.requests > 0);
  const reads = samples.filter((s) => s.requestClass !== INTAKE);
  return [...rows, summarise('all reads', reads, seconds), summarise('all requests', samples, seconds)];
}

/** Throughput, read p99 and errors per window of the run, to show whether they drift as the run goes on. */
export function summariseWindows(samples: Sample[], seconds: number, windowSeconds: number): WindowSummary[] {
  const windows: WindowSummary[] = [];
  for (let from = 0; from < seconds; from += windowSeconds) {
    const inWindow = samples.filter(
      (s) => s.sentAtMs >= from * 1000 && s.sentAtMs < (from + windowSeconds) * 1000,
    );
    const reads = inWindow
      .filter((s) => s.requestClass !== INTAKE)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const length = Math.min(windowSeconds, seconds - from);
    windows.push({
      fromSecond: from,
      toSecond: from + length,
      requests: inWindow.length,
      perSecond: round(inWindow.length / length),
      readP99: round(percentile(reads, 0.99)),
      errors: inWindow.filter((s) => !s.isOk).length,
    });
  }
  return windows;
}

const errorText = (row: ClassSummary) =>
  row.errors === 0
    ? '0'
    : `${row.errors} (${Object.entries(row.errorsByOutcome)
        .map(([outcome, n]) => `${outcome}: ${n}`)
        .join(', ')})`;

export function classTable(rows: ClassSummary[]): string[] {
  return [
    '| request class | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${errorText(r)} |`,
    ),
  ];
}

export function windowTable(windows: WindowSummary[]): string[] {
  return [
    '| seconds | requests | req/s | reads p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    ...windows.map(
      (w) =>
        `| ${w.fromSecond}–${w.toSecond} | ${w.requests} | ${w.perSecond} | ${w.readP99} | ${w.errors} |`,
    ),
  ];
}
