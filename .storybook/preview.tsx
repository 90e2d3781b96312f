import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import '../design-system/src/tokens.css';

type Theme = 'light' | 'dark';

/** Puts the theme on <html>, so portalled dialogs and toasts follow it too. */
function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

/**
 * A docs page shows many stories on one light page, and <html> can wear one theme only: there it
 * stays light, and a dark story shows itself dark through its own wrapper (see darkTheme).
 */
const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.viewMode !== 'docs' && context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Kleurthema van de componenten',
      toolbar: {
        title: 'Thema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Licht', icon: 'sun' },
          { value: 'dark', title: 'Donker', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    // The screens' language, activated through the app's own i18n (frontend/src/stories/screen.tsx).
    locale: {
      description: 'Taal van de schermen',
      toolbar: {
        title: 'Taal',
        icon: 'globe',
        items: [
          { value: 'nl', title: 'Nederlands', right: 'nl' },
          { value: 'fr', title: 'Français', right: 'fr' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'nl' },
  decorators: [withTheme],
  // A docs page for every component: its description, props table and stories.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The widths the screens are designed for: a phone, a tablet, a laptop.
    viewport: {
      options: {
        phone: { name: 'Telefoon 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    /**
     * axe in the Accessibility panel of every story, with the rules the end-to-end accessibility guard
     * runs (e2e/support/fixtures.ts): axe-core's default rule set, no tags picked, sandboxed frames
     * left out. Only 'region' (content outside landmarks) is off, as the addon does by default: a
     * story shows a component, not a page with landmarks. The guard fails on serious and critical
     * violations; the panel lists every one, each with its impact.
     */
    a11y: { context: { exclude: ['iframe[sandbox]'] }, options: {}, test: 'todo' },
  },
};

export default preview;
