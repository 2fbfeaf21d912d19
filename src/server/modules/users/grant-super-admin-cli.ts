import { openDatabase } from '@/server/db/client';
import { databaseConfigOf, loadEnv } from '@/server/env';
import { grantSuperAdmin } from './grant-super-admin';

/** `npm run admin:grant-super -- EMAIL`: makes that user a super admin in the configured database. */
const email = process.argv[2];
if (!email) {
  process.stderr.write('Usage: npm run admin:grant-super -- EMAIL\n');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(databaseConfigOf(env));
try {
  await database.migrate();
  const granted = await grantSuperAdmin(database.db, email);
  process.stdout.write(granted ? `${email} is now a super admin.\n` : `No user has the e-mail ${email}.\n`);
  process.exitCode = granted ? 0 : 1;
} finally {
  await database.close();
}
