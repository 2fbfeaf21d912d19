import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { DatabaseHandle } from './client';

/**
 * A running app holds its embedded folder alone, so `npm run db:backup` asks it for the copy through a Unix socket
 * beside the folder. The socket is the owner's alone (like the folder's files): reaching it takes the same rights as
 * reading the database itself, and nothing is listened for on the network.
 */
export function backupSocketOf(dataDir: string): string {
  return `${dataDir}.backup.sock`;
}

/** Serves consistent copies of the embedded database on its backup socket; resolves to the function that stops it. */
export async function serveEmbeddedBackups(
  database: DatabaseHandle,
  dataDir: string,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketOf(dataDir);
  // A socket left by a process that died: this process holds the folder now, so no live process serves it.
  rmSync(socketPath, { force: true });
  const server = http.createServer(async (request, reply) => {
    if (request.method !== 'GET' || request.url !== '/backup' || !database.dumpDataDir) {
      reply.writeHead(404).end();
      return;
    }
    try {
      const tarball = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      reply
        .writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.length })
        .end(tarball);
    } catch (error) {
      reply.writeHead(500, { 'content-type': 'text/plain' }).end((error as Error).message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      }),
    );
}

/** Asks the app that holds `dataDir` for a consistent copy of its embedded database. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: backupSocketOf(dataDir), path: '/backup' }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        if (reply.statusCode === 200) resolve(body);
        else
          reject(
            new Error(`the running app could not take the backup: ${body.toString() || reply.statusCode}`),
          );
      });
      reply.on('error', reject);
    });
    request.on('error', reject);
  });
}
