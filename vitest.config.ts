import { defineConfig } from 'vitest/config';

/** One run over every workspace's unit and integration tests; each project has its own config. */
export default defineConfig({
  test: {
    projects: ['domain', 'backend', 'design-system', 'design-system/vitest.stories.config.ts', 'frontend'],
  },
});
