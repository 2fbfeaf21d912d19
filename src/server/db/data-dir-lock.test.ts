import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DATA_DIR_LOCK_STALE_MS, DataDirInUseError, lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const clientModule = fileURLToPath(new URL('./client.ts', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];

function newDataDir() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'claimguard-lock-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

/** Another process that runs `script` (ES module code) and says `held`, then keeps running until it is killed. */
async function runInAnotherProcess(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** Another process that takes the folder and keeps it until it is killed. */
function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  return runInAnotherProcess(`import { lockDataDir } from ${JSON.stringify(lockModule)};
    await lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000);`);
}

async function kill(child: ChildProcess) {
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Makes a dead holder's lock look as old as the stale limit, as if that long had passed. */
function ageLock(dataDir: string) {
  const aged = new Date(Date.now() - DATA_DIR_LOCK_STALE_MS - 1_000);
  utimesSync(`${dataDir}.lock`, aged, aged);
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// The embedded database's own folder: the PostgreSQL pass has none to lock, so it runs once, on the embedded pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database folder', () => {
  it('is refused to a second opener while the first holds it, and free again once it closes', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(`${dataDir} is in use by another ClaimGuard process`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('is refused while another live process holds it, and taken once a killed holder’s lock goes stale', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);

    await kill(holder);
    // Killed, it renews nothing: its lock is refused until it is older than the stale limit (aged here by hand).
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    ageLock(dataDir);
    const unlock = await lockDataDir(dataDir);
    await unlock();
  }, 60_000);

  it('keeps every commit it acknowledged when its process is killed with kill -9', async () => {
    const dataDir = newDataDir();
    const writer = await runInAnotherProcess(`import { openDatabase } from ${JSON.stringify(clientModule)};
      const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await database.executeSql('create table acknowledged (n int)');
      for (let n = 1; n <= 20; n += 1) await database.executeSql('insert into acknowledged values ($1)', [n]);
      console.log('held'); setInterval(() => {}, 1000);`);
    await kill(writer);
    ageLock(dataDir);
    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = await reopened.executeSql('select count(*)::int as n from acknowledged');
      expect(rows).toEqual([{ n: 20 }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
