import { z } from 'zod';
import { startDeviceHistorySimulator } from './start-device-history-simulator';

// The credentials default to the worked example of the vendor's docs; they use the app's variable names, so one
// environment serves both the app and its simulator.
const EnvSchema = z.object({
  DEVICE_HISTORY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  DEVICE_HISTORY_SIMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  DEVICE_HISTORY_SIMULATOR_LATENCY_MS: z.coerce.number().int().nonnegative().default(0),
  DEVICE_HISTORY_ACCOUNT_ID: z.string().min(1).default('123'),
  DEVICE_HISTORY_SECRET_KEY: z.string().min(1).default('234623ger787qws3423'),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(`Invalid environment:\n${z.prettifyError(parsed.error)}\n`);
  process.exit(1);
}
const env = parsed.data;
const simulator = await startDeviceHistorySimulator({
  port: env.DEVICE_HISTORY_SIMULATOR_PORT,
  host: env.DEVICE_HISTORY_SIMULATOR_HOST,
  credentials: { accountId: env.DEVICE_HISTORY_ACCOUNT_ID, secretKey: env.DEVICE_HISTORY_SECRET_KEY },
  latencyMs: env.DEVICE_HISTORY_SIMULATOR_LATENCY_MS,
});
process.stdout.write(
  `Device-history simulator on ${simulator.url} (account ${env.DEVICE_HISTORY_ACCOUNT_ID}, ` +
    `latency ${env.DEVICE_HISTORY_SIMULATOR_LATENCY_MS} ms). Scenario IMEIs: simulators/device-history/README.md\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
