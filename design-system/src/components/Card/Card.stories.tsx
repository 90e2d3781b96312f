import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, ShoppingBag } from 'lucide-react';
import { darkTheme } from '../../storybook/darkTheme';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'Bestelling #1042',
    actions: <IconButton label="Bewerken" icon={<Pencil />} />,
    children: (
      <p style={{ margin: 0 }}>
        Jan Peeters · afhalen vrijdag 14:00 - 14:30 · <Badge tone="warning">Niet opgehaald</Badge>
      </p>
    ),
  },
  argTypes: { actions: { control: false }, children: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutTitle: Story = {
  args: { title: undefined, actions: undefined },
};

export const Loading: Story = {
  args: { actions: undefined, children: <Spinner label="Bestelling laden…" /> },
};

export const Empty: Story = {
  args: {
    title: 'Bestellingen',
    actions: undefined,
    children: (
      <EmptyState
        icon={<ShoppingBag />}
        title="Nog geen bestellingen"
        description="Deel de link naar je winkel om je eerste bestelling te ontvangen."
        action={<Button variant="secondary">Link kopiëren</Button>}
      />
    ),
  },
};

export const Dark: Story = { ...darkTheme };
