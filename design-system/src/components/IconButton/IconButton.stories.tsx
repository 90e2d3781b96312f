import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  parameters: {
    docs: usage({
      use: 'An action shown as an icon alone, with its name for assistive technology, e.g. edit or remove in a row; it may ask for a destructive action, never confirm it (no solid red).',
      avoid:
        'When a word fits, use Button: an icon alone is harder to understand; for confirming a destructive action, use Button with variant danger in a ConfirmDialog.',
    }),
  },
  args: { label: 'Bewerken', icon: <Pencil />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'danger-outline'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const renderAllVariants: Story['render'] = (args) => (
  <Row>
    <IconButton {...args} label="Bewerken" icon={<Pencil />} variant="ghost" />
    <IconButton {...args} label="Toevoegen" icon={<Plus />} variant="secondary" />
    <IconButton {...args} label="Verwijderen" icon={<Trash2 />} variant="danger-outline" />
    <IconButton {...args} label="Verwijderen" icon={<Trash2 />} variant="secondary" size="sm" />
  </Row>
);

export const Variants: Story = { render: renderAllVariants };

export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };

export const Loading: Story = { args: { loading: true, variant: 'secondary' } };

export const Dark: Story = { ...darkTheme, render: renderAllVariants };
