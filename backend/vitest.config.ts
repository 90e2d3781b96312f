import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineProject } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineProject({
  // Nest reads constructor types from decorator metadata, which only SWC (not esbuild/oxc) emits.
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: { alias: { '@bestelklaar/domain': domainSource } },
  test: {
    name: 'backend',
    include: ['src/**/*.spec.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    // A worker keeps Nest, TypeORM, pg-boss, the SDKs and the app's modules loaded from one file to
    // the next instead of importing them again for each. Files share no state through them: every
    // file starts its own apps over its own databases, and spies are restored on the app they spied on.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
