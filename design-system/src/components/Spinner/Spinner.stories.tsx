import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  parameters: {
    docs: usage({
      use: 'Shows that something is busy, announced as a status; decorative inside a control that already says it is busy.',
      avoid:
        'For a region whose content is loading, use LoadingOverlay; for a page that takes long, show what is known instead.',
      texts: ['Laden…'],
    }),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const renderAllSizes: Story['render'] = () => (
  <Row>
    <Spinner size="sm" />
    <Spinner size="md" />
    <Spinner size="lg" label="Producten laden…" />
  </Row>
);

export const Sizes: Story = { render: renderAllSizes };

export const Dark: Story = { ...darkTheme, render: renderAllSizes };
