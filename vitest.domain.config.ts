import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The domain unit tests alone (the `domain` project of vitest.config.ts), for the mutation tester
// (stryker.config.mjs): the domain's rules must be proven by the tests next to them.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' },
});
