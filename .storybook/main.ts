import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { lingui } from '../frontend/build/lingui';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)', '../frontend/src/**/*.stories.@(ts|tsx)'],
  // Docs: a page per component from its stories, props and description; a11y: axe on every story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // The service worker that answers the screens' API calls (MSW's, copied from msw/lib).
  staticDirs: ['./public'],
  // Self-contained on purpose: the frontend's vite config (proxy, dev server) is not needed here.
  viteFinal: (viteConfig) =>
    mergeConfig(withLingui(viteConfig), {
      // Screens from the frontend import the shared rules from source, as the app does.
      resolve: { alias: { '@bestelklaar/domain': domainSource } },
      build: {
        rolldownOptions: {
          // Radix and lucide mark their modules "use client"; that is meaningless in a browser-only bundle.
          onwarn(warning, defaultHandler) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') defaultHandler(warning);
          },
        },
      },
    } satisfies UserConfig),
};

/**
 * The frontend's texts as the app compiles them (Lingui's macros and catalogues), before the React
 * plugin as in frontend/vite.config.ts: merged after it, the macros would meet compiled JSX.
 */
function withLingui(viteConfig: UserConfig): UserConfig {
  return { ...viteConfig, plugins: [...lingui(), ...(viteConfig.plugins ?? [])] };
}

export default config;
