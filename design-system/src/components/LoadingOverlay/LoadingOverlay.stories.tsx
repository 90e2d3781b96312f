import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
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
