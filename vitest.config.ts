import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'games/*/test/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'scripts/test/**/*.test.ts',
      'examples/*/test/**/*.test.ts',
    ],
    // Compiles the tree when it is stale (tests that spawn the bin run the compiled CLI).
    globalSetup: ['scripts/test-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
