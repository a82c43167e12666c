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
          // A page render under jsdom takes 1–2 s alone and several times that while the other projects share the
          // two cores (a clean-clone run saw 5 s timeouts); no test here waits on time itself.
          testTimeout: 20_000,
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
          // One browser-driven file at a time: they share the platform and two cores.
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
