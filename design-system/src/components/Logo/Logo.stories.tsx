import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Logo } from './Logo';

const meta = {
  title: 'Design system/Logo',
  component: Logo,
  parameters: {
    docs: usage({
      use: "Bestelklaar's own logo: the full mark with the wordmark, or the square mark alone where space is short.",
      avoid: "For a shop's own logo, use an image; never recolour or redraw it.",
      texts: ['Bestelklaar'],
    }),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'mark'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mark: Story = { args: { variant: 'mark' } };

const renderBothVariants: Story['render'] = () => (
  <Row>
    <Logo />
    <Logo variant="mark" />
  </Row>
);

export const Dark: Story = { ...darkTheme, render: renderBothVariants };
