import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * After the web app is built, renders the public pages in advance (src/web/prerender.tsx, loaded through Vite by
 * scripts/prerender-pages.ts in a process of its own) into the build, where the server puts it in the page it sends. A page that cannot render fails the
 * build.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'claimguard:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The stylesheet is the one file a prerendered page waits for before it shows: ask for it before the scripts, and
    // the scripts at low priority, so on a slow line the page shows before the app's code has arrived.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const stylesheet = html.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0];
        if (!stylesheet) return html;
        return html
          .replace(stylesheet, '')
          .replace(/(\s*)<script type="module"/, `${stylesheet}$1<script type="module"`)
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
      },
    },
    closeBundle() {
      const script = fileURLToPath(new URL('./prerender-pages.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
      const run = spawnSync(process.execPath, [tsx, script, config.root, config.build.outDir], {
        stdio: 'inherit',
      });
      if (run.status !== 0)
        throw new Error(`Rendering the public pages in advance failed (exit ${run.status})`);
    },
  };
}
