import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every project. Integration and e2e projects boot the local platform once per run
 * (their global setups) on free ports; nothing leaves loopback.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['test/unit/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/unit/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the other projects (the e2e files included, which run alongside them; see below): these files
          // prove concurrency and deadlines (200 racing debits, a stalled store, a worker killed mid-render) against
          // the shared platform and DynamoDB Local, and keep the machine to themselves while they do.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'bundled',
          include: ['test/bundled/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/bundled/global-setup.ts'],
          testTimeout: 240_000,
          // The dev stacks synthesized with bundling on (minutes on a cold asset cache), then the platform.
          hookTimeout: 1_800_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A browser on two busy cores misses vitest's 1 s default for what a user would see appear.
          expect: { poll: { timeout: 5_000 } },
          // One browser-driven file at a time (they share the platform and two cores), in a worker thread: vitest
          // runs its threads pool alongside the forks pool that runs the unit, web, infra and bundled projects, so
          // the browser files overlap those instead of waiting for all of them. A browser test spends most of its
          // time waiting on Chromium and the platform (about 0.6 of a core by rusage), which leaves the other core
          // to the rest; one after the other on two cores, the two halves took 23 minutes.
          pool: 'threads',
          poolOptions: { threads: { singleThread: true } },
        },
      },
    ],
  },
});
