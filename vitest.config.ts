import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one worker,
    // and the suite ran serially (879 s of wall time for 624 s of tests and 189 s of imports).
    // The test files are independent (own ports, temp dirs, seeds), so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
