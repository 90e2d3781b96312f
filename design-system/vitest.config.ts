import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const STORIES_TEST = 'src/stories.test.tsx';

/**
 * Two projects over one setup: the components' own tests, and the stories test. A component test
 * renders with Testing Library, whose cleanup unmounts it, so those files share one document and
 * module cache per worker, file after file. Stories mount themselves and leave their last one
 * behind, so the stories test gets a document of its own.
 */
const project = (stories: boolean) =>
  defineProject({
    plugins: [react()],
    // The shared rules from source, as the app and Storybook read them.
    resolve: {
      alias: { '@bestelklaar/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
    },
    test: {
      name: stories ? 'design-system stories' : 'design-system',
      include: stories ? [STORIES_TEST] : ['src/**/*.test.{ts,tsx}'],
      exclude: stories ? [] : ['**/node_modules/**', STORIES_TEST],
      isolate: stories,
      environment: 'jsdom',
      setupFiles: ['src/test-setup.ts'],
      // Stylesheets read as text (the Foundations pages parse tokens.css); others stay unprocessed.
      css: { include: [/\.css\?raw$/] },
    },
  });

export default project(false);
export const storiesProject = project(true);
