import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING } from '../../tests/support/registry-test-support';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

const run = promisify(execFile);
const INTEGRATION_GUIDE = new URL('../../docs/integration.md', import.meta.url);
/** The scopes the walkthrough's calls need (docs/integration.md, step 1). */
const WALKTHROUGH_SCOPES = ['checks:write', 'checks:read', 'claims:write', 'registers:read'];
/** Prints the ids the walkthrough captured, for what the user then sees. */
const PRINT_IDS = `printf '{"check":"%s","deny":"%s","batch":"%s"}' "$CHECK_ID" "$DENY_ID" "$BATCH_ID" > ids.json`;

/** The `sh walkthrough` blocks of a Markdown text, in order. */
const walkthroughBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```sh walkthrough\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');

describe('the integration walkthrough in docs/integration.md', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp({ env: WORKING });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    folder = await mkdtemp(join(tmpdir(), 'claimguard-walkthrough-'));
  });
  afterAll(async () => {
    await t?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('runs as copied with a key: checks, settles, denies, checks a bulk file and syncs the settled claims', async () => {
    const blocks = walkthroughBlocks(await readFile(INTEGRATION_GUIDE, 'utf8'));
    expect(blocks).toHaveLength(4);
    const cookie = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'Walkthrough', scopes: WALKTHROUGH_SCOPES },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    await writeFile(join(folder, 'walkthrough.sh'), ['set -euo pipefail', ...blocks, PRINT_IDS].join('\n'));
    const { port } = t.app.server.address() as AddressInfo;

    const result = await run('bash', ['walkthrough.sh'], {
      cwd: folder,
      timeout: 120_000,
      env: { PATH: process.env.PATH, CLAIMGUARD: `http://127.0.0.1:${port}`, KEY: created.json().key },
    }).catch((error: { code?: number | string; stdout?: string; stderr?: string }) => error);
    expect(result, `the walkthrough failed:\n${result.stderr}\n${result.stdout}`).not.toHaveProperty('code');

    const ids = JSON.parse(await readFile(join(folder, 'ids.json'), 'utf8'));
    const read = async (url: string) => {
      const response = await t.get(url, { cookie });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const settledCheck = await read(`/api/v1/checks/${ids.check}`);
    expect(settledCheck).toMatchObject({ state: 'settled', record: { type: 'settled-claim' } });
    expect(await read(settledCheck.record.href)).toMatchObject({
      imei: '353328110000013',
      claimReference: 'CLM-2026-0042',
      settledBy: 'Alex Admin',
    });
    const deniedCheck = await read(`/api/v1/checks/${ids.deny}`);
    expect(deniedCheck).toMatchObject({ state: 'denied', record: { type: 'denied-claim' } });
    expect(await read(deniedCheck.record.href)).toMatchObject({
      imei: '353328110000021',
      denialReason: 'Device blocked',
    });
    expect(await read(`/api/v1/bulk-intakes/${ids.batch}`)).toMatchObject({
      status: 'finished',
      total: 2,
      done: 2,
      failed: 0,
    });
    const rows = await read(`/api/v1/bulk-intakes/${ids.batch}/rows`);
    expect(
      rows.items.map(({ reference, state }: { reference: string; state: string }) => ({ reference, state })),
    ).toEqual([
      { reference: 'CLM-2026-0101', state: 'done' },
      { reference: 'CLM-2026-0102', state: 'done' },
    ]);

    // The sync loop kept where it got to; the settled claim is in its run, or, when the background registry
    // submission changed it while the run read (it then belongs to the next run), in the next one, run as a claim
    // system would once the background work is done.
    await t.services.backgroundTasks.drain();
    await writeFile(join(folder, 'next-run.sh'), ['set -euo pipefail', blocks[3] ?? ''].join('\n'));
    const nextRun = await run('bash', ['next-run.sh'], {
      cwd: folder,
      timeout: 30_000,
      env: { PATH: process.env.PATH, CLAIMGUARD: `http://127.0.0.1:${port}`, KEY: created.json().key },
    }).catch((error: { code?: number | string; stdout?: string; stderr?: string }) => error);
    expect(nextRun, `the next sync run failed:\n${nextRun.stderr}`).not.toHaveProperty('code');
    const changes = (await readFile(join(folder, 'changes.jsonl'), 'utf8')).split('\n').filter(Boolean);
    expect(changes.map((line) => JSON.parse(line).id)).toContain(settledCheck.record.id);
    const lastSync = (await readFile(join(folder, 'last-sync'), 'utf8')).trim();
    expect(Date.parse(lastSync), lastSync).not.toBeNaN();
  }, 150_000);
});
