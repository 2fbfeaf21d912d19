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

export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` template "${template}"` : '';
  return withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${from}`));
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}
