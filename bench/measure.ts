export interface Timing {
  p50: number;
  p95: number;
}

/** Runs `run` a few times to warm up, then `samples` times in a row; the median and 95th percentile in ms. */
export async function time(run: () => Promise<unknown>, samples = 100, warmUp = 30): Promise<Timing> {
  for (let n = 0; n < warmUp; n += 1) await run();
  const durations: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}
