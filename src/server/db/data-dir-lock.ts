import lockfile from 'proper-lockfile';

/**
 * How long a holder may go without renewing its lock before another process may take it: a process killed with
 * `kill -9` keeps the folder for at most this long, and a live one renews it every few seconds. Long enough that a
 * slow statement that holds the thread (the embedded database runs on it) does not lose the lock.
 */
export const DATA_DIR_LOCK_STALE_MS = 30_000;
/** How long opening waits for a lock to go stale: an automatic restart after a crash gets in by itself. */
const WAIT_FOR_STALE_MS = DATA_DIR_LOCK_STALE_MS + 5_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `${dataDir} is in use by another ClaimGuard process (the app or an operator command): the embedded database ` +
        `serves one process at a time. Stop the other process first; a process that was killed gives the folder up ` +
        `within ${DATA_DIR_LOCK_STALE_MS / 1000} s.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLockOptions {
  /** Wait for a lock that may be a dead process's to go stale (the app's start), instead of refusing at once. */
  waitForStale?: boolean;
  /** Told when the lock could not be renewed in time and another process may have taken the folder. */
  onLost?: (error: Error) => void;
}

/**
 * Takes the embedded database's folder for this process alone (`DATA_DIR.lock` beside it, renewed while held), or
 * throws DataDirInUseError while a live process holds it. Resolves to the function that gives it back.
 */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  const waitForStale = options.waitForStale ?? false;
  try {
    return await lockfile.lock(dataDir, {
      stale: DATA_DIR_LOCK_STALE_MS,
      realpath: false,
      retries: waitForStale
        ? { retries: Math.ceil(WAIT_FOR_STALE_MS / 2_000), minTimeout: 2_000, maxTimeout: 2_000, factor: 1 }
        : 0,
      onCompromised: (error) => options.onLost?.(error),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
