import { execFile } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll } from 'vitest';

const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/fixtures/generated-client');
// Inside the repository, so the client's imports (openapi-fetch) resolve from its node_modules.
const dir = join(root, 'node_modules/.cache', `generated-client-${process.pid}`);

/** Type-checks `file` of the client's folder, strictly, with the project's TypeScript compiler; its exit and what it said. */
async function typeCheck(file: string): Promise<{ ok: boolean; output: string }> {
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom'],
    types: [],
  };
  const config = join(dir, `${file}.tsconfig.json`);
  await writeFile(config, JSON.stringify({ compilerOptions, files: [file] }));
  try {
    await promisify(execFile)(join(root, 'node_modules/.bin/tsc'), ['-p', config], { cwd: dir });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

/**
 * A folder for one test file's generated client: the types openapi-typescript writes from a document (`api.d.ts`),
 * beside the claim system's program and the misuse it must refuse (tests/fixtures/generated-client), removed after.
 */
export function setupGeneratedClientFolder() {
  beforeAll(async () => {
    await mkdir(dir, { recursive: true });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return {
    async write(document: OpenAPI3) {
      await writeFile(join(dir, 'api.d.ts'), await openapiTS(document));
      await copyFile(join(fixtures, 'program.ts.txt'), join(dir, 'program.ts'));
      await copyFile(join(fixtures, 'misuse.ts.txt'), join(dir, 'misuse.ts'));
    },
    typeCheck,
    /** The program, loaded as the test runner loads TypeScript (its types erased). */
    loadProgram: () => import(join(dir, 'program.ts')),
  };
}
