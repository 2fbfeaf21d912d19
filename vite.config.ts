import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './scripts/prerender-plugin';

const src = fileURLToPath(new URL('./src', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), prerenderPublicPages()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // React Router publishes a build without its development warnings beside the default one, which keeps them.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // A feature's index.ts only re-exports: a route that imports one page through it must not load the feature's
      // other pages with it (each route stays its own chunk).
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/web\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
