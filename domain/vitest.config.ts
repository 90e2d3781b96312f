import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions without module state, mocks or globals: one module cache per worker serves all files.
  // Property tests are CPU-bound: fast-check's first string of `unit: 'binary'` alone builds tables
  // for a second or two, which four workers on two cores stretched past the default 5 s.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
  },
});
