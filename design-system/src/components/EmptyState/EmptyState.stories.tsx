import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Plus } from 'lucide-react';
import { darkTheme } from '../../storybook/darkTheme';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'Nog geen producten',
    description: 'Voeg je eerste product toe, zodat klanten kunnen bestellen.',
    action: (
      <Button>
        <Plus aria-hidden="true" size={20} /> Product toevoegen
      </Button>
    ),
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: {
    icon: undefined,
    action: undefined,
    title: 'Geen resultaten',
    description: 'Er zijn geen bestellingen voor deze dag.',
  },
};

export const Dark: Story = { ...darkTheme };
