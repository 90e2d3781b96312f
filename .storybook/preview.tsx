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

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
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
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: { layout: 'padded' },
};

export default preview;
