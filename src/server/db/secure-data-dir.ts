import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database folder holds every record and, in its write-ahead log, live session tokens: it is the
 * owner's alone. Creates it 0700, tightens anything in it that others may read or write (folders 0700, files 0600)
 * and returns how many entries it tightened, for the start-up log.
 */
export function secureDataDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return tighten(dir);
}

function tighten(entry: string): number {
  const stats = statSync(entry);
  const wanted = stats.isDirectory() ? 0o700 : 0o600;
  let count = 0;
  if ((stats.mode & 0o077) !== 0) {
    chmodSync(entry, wanted);
    count += 1;
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(entry)) count += tighten(path.join(entry, name));
  }
  return count;
}
