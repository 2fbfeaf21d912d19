import pg from 'pg';

/** The connection string of another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient(serverUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a test database whose sessions commit without waiting for the disk (synchronous_commit off): a commit is
 * still atomic and visible at once, and only a crash of the PostgreSQL server itself could lose the last ones, which
 * no test does. The suites commit tens of thousands of times; waiting on each flush kept the cores idle.
 */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` template "${template}"` : '';
  return withAdminClient(serverUrl, async (client) => {
    await client.query(`create database "${name}"${from}`);
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}
