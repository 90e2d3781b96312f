import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions without module state, mocks or globals: one module cache per worker serves all files.
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
