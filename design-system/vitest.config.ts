import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // The shared rules from source, as the app and Storybook read them.
  resolve: {
    alias: { '@bestelklaar/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'design-system',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
