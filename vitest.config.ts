import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./src/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    globals: true,
    css: false,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Many suites wait on
    // an embedded PostgreSQL or a child process rather than on the CPU, so two workers finish sooner.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Logic, server and script tests need no DOM: Node's environment starts in milliseconds, where
        // jsdom costs about a second per file.
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mts}'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});
