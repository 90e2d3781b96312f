import type { Decorator, StoryObj } from '@storybook/react-vite';
import styles from './storyLayout.module.css';

const withDarkSurface: Decorator = (Story) => (
  <div data-theme="dark" className={styles.darkSurface}>
    <Story />
  </div>
);

/**
 * Spread into a story to show it in the dark theme. The wrapper themes inline content; the global
 * also switches <html>, which portalled content (dialogs, toasts) needs.
 */
export const darkTheme = {
  globals: { theme: 'dark' },
  decorators: [withDarkSurface],
} satisfies Pick<StoryObj, 'globals' | 'decorators'>;
