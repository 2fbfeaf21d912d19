import { z } from 'zod';
import { DEFAULT_SIMULATOR_TOKEN } from './default-token';
import { startCarrierSimulator } from './start-carrier-simulator';

// The token uses the app's variable name, so one environment serves both the app and its simulator.
const EnvSchema = z.object({
  CARRIER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(4020),
  CARRIER_SIMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  CARRIER_SIMULATOR_LATENCY_MS: z.coerce.number().int().nonnegative().default(0),
  CARRIER_CHECK_TOKEN: z.string().min(1).default(DEFAULT_SIMULATOR_TOKEN),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(`Invalid environment:\n${z.prettifyError(parsed.error)}\n`);
  process.exit(1);
}
const env = parsed.data;
const simulator = await startCarrierSimulator({
  port: env.CARRIER_SIMULATOR_PORT,
  host: env.CARRIER_SIMULATOR_HOST,
  token: env.CARRIER_CHECK_TOKEN,
  latencyMs: env.CARRIER_SIMULATOR_LATENCY_MS,
});
process.stdout.write(
  `Carrier simulator on ${simulator.url} (latency ${env.CARRIER_SIMULATOR_LATENCY_MS} ms). ` +
    'Scenario IMEIs: simulators/carrier/README.md\n',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
