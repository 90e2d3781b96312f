import { defineConfig } from 'vitest/config';

/** One run over every workspace's unit and integration tests; each project has its own config. */
export default defineConfig({
  test: {
    projects: ['domain', 'backend', 'design-system', 'design-system/vitest.stories.config.ts', 'frontend'],
    // Vitest's default on 2 cores is 1 worker. Files are independent (each backend file has its own
    // databases and ports), and a backend file spends most of its time waiting (on Postgres, jobs,
    // timers): with 2 workers the run used a third of 2 cores; 4 halve it, 6 are no faster.
    maxWorkers: 4,
  },
});
