import { buildApp } from './app';
import { openDatabase } from './db/client';
import { secureDataDir } from './db/secure-data-dir';
import { seedDemoDataIfDue } from './db/seed/seed-demo-if-due';
import { loadEnv } from './env';

// Whatever the process writes (the embedded database, its secret) is the owner's alone.
process.umask(0o077);
const env = loadEnv();
const tightened = env.DATABASE_URL ? 0 : secureDataDir(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = await buildApp({ env, database });

try {
  await database.migrate();
  await seedDemoDataIfDue(app.services, database.kind);
  if (tightened > 0) {
    app.log.warn(
      `${env.DATA_DIR}: ${tightened} files and folders were readable by others; now the owner's alone`,
    );
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `ClaimGuard is serving ${env.APP_URL} (${database.kind} database, mail: ${app.services.mailer.kind})`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close();
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    // Long enough for a registry submission in flight (10 s timeout) to finish rather than be cut off.
    const timer = setTimeout(() => process.exit(1), 20_000);
    timer.unref();
    await app.close();
    process.exit(0);
  });
}
