import { createServer, Socket } from 'node:net';

export interface DatabaseOutage {
  /** The connection string through the proxy (the database's own, with the proxy's host and port). */
  url: string;
  /** Takes the database away: every open connection is reset and new ones are reset as they arrive. */
  cut(): void;
  /** Brings it back: new connections reach PostgreSQL again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy between the app and PostgreSQL that can take the database away, as a restart or a failover does
 * (connections reset, new ones refused: the proxy stops listening, then listens on the same port again), without
 * stopping the PostgreSQL server other tests and people share.
 */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseOutage> {
  const target = new URL(databaseUrl);
  const open = new Set<Socket>();
  let isCut = false;

  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket().connect(Number(target.port || 5432), target.hostname);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.pipe(other);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    cut() {
      isCut = true;
      server.close();
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
      server.listen(address.port, '127.0.0.1');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        if (isCut) resolve();
        else server.close(() => resolve());
      }),
  };
}
