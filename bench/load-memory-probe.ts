// Preloaded (node --import) into the load benchmark's server process only: answers the benchmark's questions about
// memory over the IPC channel of the child process, after a forced garbage collection when asked (the server runs
// with --expose-gc). The app itself gains no endpoint.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MemoryReading, MemoryRequest } from './load-memory';

// How long callbacks (a provider's answer, a timer) waited for the event loop since the previous reading: the
// embedded database runs its queries on this thread.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const isMemoryRequest = (message: unknown): message is MemoryRequest =>
  typeof message === 'object' && message !== null && (message as MemoryRequest).kind === 'memory';

process.on('message', (message: unknown) => {
  if (!isMemoryRequest(message)) return;
  if (message.collectGarbage) globalThis.gc?.();
  const usage = process.memoryUsage();
  const reading: MemoryReading = {
    id: message.id,
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
  loopDelay.reset();
  process.send?.(reading);
});

// The benchmark is gone (finished or killed): stop like on SIGTERM instead of running on unattended.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
