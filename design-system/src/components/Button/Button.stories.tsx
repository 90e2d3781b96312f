import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Button, type ButtonVariant } from './Button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'danger-outline'];

const meta = {
  title: 'Design system/Button',
  component: Button,
  parameters: {
    docs: usage({
      use: 'An action: primary for the one main action of a view, secondary and ghost for the others, danger only for the button that confirms a destructive action in a ConfirmDialog, danger-outline for a destructive action among others. With asChild it styles a link.',
      avoid:
        'For an action shown as an icon alone, use IconButton; for going to another page, a link (asChild) rather than a button that navigates; never two primary buttons side by side.',
    }),
  },
  args: { children: 'Bestelling plaatsen', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Row>
  ),
};

export const SmallForNavigation: Story = {
  args: { size: 'sm', variant: 'ghost', children: 'Bestellingen' },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Plus aria-hidden="true" size={20} /> Product toevoegen
      </>
    ),
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#winkel">Bekijk je winkel</a> },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Toevoegen aan Winkelmandje' },
};

export const Disabled: Story = {
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Row>
  ),
};

export const Loading: Story = {
  args: { loading: true },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} loading>
        Bezig
      </Button>
      <Button {...args} disabled>
        Uitgeschakeld
      </Button>
    </Row>
  ),
};
