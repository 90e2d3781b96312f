import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@bestelklaar/domain': domainSource } },
  test: {
    name: 'frontend',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
