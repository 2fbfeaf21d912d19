import { databaseConfigOf, EnvSchema } from '@/server/env';
import { backupDatabase, restoreDatabase } from './backup';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the app's database (DATABASE_URL, or the embedded one
 * in DATA_DIR) to a file and back. See docs/deployment.md, "Backup and restore".
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  process.stderr.write('usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE\n');
  process.exit(2);
}
// Only where the database is: the app's full settings would also make an embedded secret in a folder to restore into.
const target = databaseConfigOf(
  EnvSchema.pick({ DATABASE_URL: true, MIGRATION_DATABASE_URL: true, DATA_DIR: true }).parse(process.env),
);
try {
  if (command === 'backup') await backupDatabase(target, file);
  else await restoreDatabase(target, file);
  process.stdout.write(
    command === 'backup'
      ? `Backup written to ${file}. Keep AUTH_SECRET with it: sessions, two-factor secrets and webhook secrets need it.\n`
      : `Restored ${file}. Start the app with the AUTH_SECRET the backup was taken with.\n`,
  );
} catch (error) {
  process.stderr.write(`${command} failed: ${(error as Error).message}\n`);
  process.exit(1);
}
