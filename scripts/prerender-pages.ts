// Renders the public pages into a finished build (run by the build's prerender plugin, in a process
// of its own). Usage: tsx scripts/prerender-pages.ts <web root> <build folder>
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PUBLIC_PAGES, prerenderedFile } from '../src/domain/public-pages';

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir) throw new Error('usage: prerender-pages <web root> <build folder>');

const vite = await createServer({
  configFile: false,
  root,
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { prerender } = (await vite.ssrLoadModule('/prerender.tsx')) as {
    prerender: (url: string) => Promise<string>;
  };
  for (const page of PUBLIC_PAGES) {
    const file = path.join(outDir, prerenderedFile(page));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await prerender(page.path));
  }
} finally {
  await vite.close();
}
// On Node 20 Vite's module runner registers a module-loader thread whose port keeps the process alive: the pages are
// written, so leave.
process.exit(0);
