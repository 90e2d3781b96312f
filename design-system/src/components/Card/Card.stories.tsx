import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarClock, Pencil, Settings, ShoppingBag } from 'lucide-react';
import { darkTheme } from '../../storybook/darkTheme';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { usage } from '../../storybook/usage';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  parameters: {
    docs: usage({
      use: 'A titled block of related content on a surface, e.g. a setting or a dashboard figure, with optional icon, controls beside the title and a footer whose buttons line up across cards.',
      avoid:
        'For a product in a list, use ProductCard; for a selling point on a marketing page, use FeatureCard; for a whole band of a page, use Section.',
    }),
  },
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

/** Cards side by side: the icons stand beside the titles, and the buttons line up at the bottom. */
export const WithIconAndFooter: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      <Card
        as="article"
        headingLevel={3}
        icon={<Settings />}
        title="Instellingen Ontbreken"
        footer={<Button size="sm">Instellingen invullen</Button>}
      >
        <p>Vul de naam, beschrijving en het adres van je zaak in.</p>
      </Card>
      <Card
        as="article"
        headingLevel={3}
        icon={<CalendarClock />}
        title="Ophaalmomenten Ontbreken"
        footer={<Button size="sm">Ophaalmomenten instellen</Button>}
      >
        <p>Stel minstens één ophaalmoment in op een dag van de week.</p>
      </Card>
    </div>
  ),
};

export const Dark: Story = { ...darkTheme };

export const DarkWithIconAndFooter: Story = { ...darkTheme, render: WithIconAndFooter.render };
