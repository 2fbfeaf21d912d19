// `npm start`: builds the web app when it is missing, then runs the server (TypeScript through tsx).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/dist/web/index.html`)) {
  process.stdout.write('Building the web app (first start)...\n');
  const build = spawnSync(
    process.execPath,
    [`${root}/node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
