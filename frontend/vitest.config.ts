import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { lingui } from './build/lingui.ts';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineProject({
  plugins: [...lingui(), react()],
  resolve: { alias: { '@bestelklaar/domain': domainSource } },
  test: {
    name: 'frontend',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The page's address: the client's relative `/api` calls and MSW's handler paths both resolve against it.
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    setupFiles: ['src/test-setup.ts'],
    // One document and module cache per worker, file after file (not imported again for each):
    // Testing Library's cleanup unmounts what a test rendered, the setup resets storage and MSW's
    // handlers, and tests watch shared modules with spies they restore, never with vi.mock.
    isolate: false,
  },
});
