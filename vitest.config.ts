import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'simulators/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/server-global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/fail-on-deprecation.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'src/web/testing/setup.ts'],
          // Typing with user-event takes seconds when the machine's two cores are busy (seen: 5.2 s under load).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
