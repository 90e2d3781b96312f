import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  parameters: {
    docs: usage({
      use: 'A veil over content that is still loading or being replaced, with a spinner and a line of text, e.g. the shop page while its data arrives; it covers its nearest positioned ancestor.',
      avoid:
        "For a small busy control, use Spinner (or Button's loading state); for content that has never loaded, show the page's loading state instead of covering nothing.",
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minBlockSize: '20rem' }}>
        <p>De inhoud eronder, die nog laadt.</p>
        <Story />
      </div>
    ),
  ],
  args: { visible: true, label: 'We dekken de tafel voor je…' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the content is covered. */
export const Default: Story = {};

/** Loaded: the overlay has faded away and the content shows. */
export const Hidden: Story = { args: { visible: false } };

export const Dark: Story = { ...darkTheme };
