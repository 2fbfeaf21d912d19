import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { PUBLIC_PAGES, prerenderedFile } from '../src/domain/public-pages';

/**
 * After the web app is built, renders the public pages without a form in advance (src/web/prerender.tsx, loaded through Vite as the
 * server would) into the build, where the server puts it in the page it sends. A page that cannot render fails the
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
    // The stylesheet is the one file a prerendered page waits for before it shows: ask for it before the scripts.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const stylesheet = html.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0];
        if (!stylesheet) return html;
        return html
          .replace(stylesheet, '')
          .replace(/(\s*)<script type="module"/, `${stylesheet}$1<script type="module"`);
      },
    },
    async closeBundle() {
      const vite = await createServer({
        configFile: config.configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerender } = (await vite.ssrLoadModule('/prerender.tsx')) as {
          prerender: (url: string) => Promise<string>;
        };
        for (const page of PUBLIC_PAGES.filter((publicPage) => publicPage.prerendered)) {
          const file = path.join(config.build.outDir, prerenderedFile(page));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await prerender(page.path));
        }
      } finally {
        await vite.close();
      }
    },
  };
}
