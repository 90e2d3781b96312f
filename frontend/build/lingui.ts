import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { lingui as linguiCatalogues, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (`<Trans>`, `t`) compiled to message look-ups by its Babel plugin (only in files
 * that import a macro), and the `.po` catalogues compiled to JavaScript when imported; the same in
 * the build, the dev server and the tests. Before the React plugin, which no longer runs Babel.
 * A catalogue missing a text fails the build. (Lingui's native transform would skip Babel, but its
 * binary is an optional dependency that `npm ci` on an older Node leaves out.)
 */
export function lingui(): PluginOption[] {
  // Said once here (above) instead of at every build: the native transform is not an option yet.
  process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
  const linguiConfig = getConfig({ configPath });
  return [
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath })] }),
    linguiCatalogues({ configPath, failOnMissing: true, failOnCompileError: true }),
  ];
}
