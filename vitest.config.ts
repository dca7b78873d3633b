import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Node tests that replace modules with vi.mock: each runs with a module cache of its own. */
const MOCKING_MODULES = ['src/server/content/legacyRedirect.test.ts'];

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
        // jsdom costs about a second per file. They share each worker's module cache (`isolate: false`):
        // the server modules they import (Payload's config, the database layer) load once per worker
        // instead of once per file, which took the unit stage from 91 to 55 s here. Their files set no
        // global state for the next: each stubs and restores its own (vi.stubEnv, vi.useFakeTimers).
        // A file that replaces modules (vi.mock) keeps its own module cache: the project below.
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mts}'],
          exclude: [...configDefaults.exclude, ...MOCKING_MODULES],
        },
      },
      { extends: true, test: { name: 'node-mocks', environment: 'node', include: [...MOCKING_MODULES] } },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});
