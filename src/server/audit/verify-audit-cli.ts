import { openDatabase } from '@/server/db/client';
import { databaseConfigOf, EnvSchema } from '@/server/env';
import { auditVerificationReport } from './audit-verification-report';

/**
 * `npm run audit:verify`: walks every audit chain of the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), one line per organisation; exits 1 naming the first broken event of a chain that does not hold. Like
 * the other operator commands it refuses at once while the app holds an embedded database's folder.
 */
// Only where the database is: the app's full settings would also make an embedded secret in the data folder.
const target = databaseConfigOf(
  EnvSchema.pick({ DATABASE_URL: true, MIGRATION_DATABASE_URL: true, DATA_DIR: true }).parse(process.env),
);
const database = await openDatabase(target);
try {
  // A database the app has not opened since this version hashes its earlier events first (migration 0043).
  await database.migrate();
  const { lines, exitCode } = await auditVerificationReport(database.db);
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = exitCode;
} finally {
  await database.close();
}
