import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Design system/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <nav aria-label="Navigatie">
        <a href="#producten">Producten</a>
      </nav>
      <main id="inhoud" tabIndex={-1} style={{ marginTop: 64 }}>
        De inhoud van de pagina.
      </main>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: usage({
      use: 'The first stop of the keyboard on every page: hidden until focused, it moves focus past the navigation to the main content.',
      avoid: 'Anywhere but the very start of a page.',
      texts: ['Naar de inhoud'],
    }),
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the keyboard reaches it: press Tab in the canvas. */
export const Default: Story = {};

/** As it shows when focused, the first stop of the Tab key. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Naar de inhoud' })).toHaveFocus();
  },
};

/** Following it puts focus on the main content. */
export const Followed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Dark: Story = { ...darkTheme, play: Focused.play };
