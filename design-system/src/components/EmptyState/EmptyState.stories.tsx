import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Plus } from 'lucide-react';
import { darkTheme } from '../../storybook/darkTheme';
import { Button } from '../Button/Button';
import { usage } from '../../storybook/usage';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  parameters: {
    docs: usage({
      use: 'What a list or page shows when it has nothing yet: a title, a line of explanation, an optional icon and usually the button that creates the first item.',
      avoid:
        'For an error or a list that could not load, use Alert; for loading, use Spinner or LoadingOverlay.',
    }),
  },
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
