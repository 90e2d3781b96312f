import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Clock, CreditCard, LayoutDashboard, Store } from 'lucide-react';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Design system/FeatureCard',
  component: FeatureCard,
  parameters: {
    docs: usage({
      use: 'One selling point on a marketing page: an icon, a short title and a sentence or two.',
      avoid: 'In the dashboard, use Card.',
    }),
  },
  args: {
    icon: <Clock />,
    title: 'Afhaalmomenten',
    children: (
      <p>Je klanten kiezen zelf een tijdslot; jij bepaalt hoeveel bestellingen er per slot passen.</p>
    ),
  },
  argTypes: { icon: { control: false }, children: { control: false } },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card on its own is as wide as one column of the landing page's grid. */
const oneColumn: Decorator[] = [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>];

export const Default: Story = { decorators: oneColumn };

export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <FeatureCard icon={<LayoutDashboard />} title="Dashboard">
        <p>Al je bestellingen en je omzet op één plek.</p>
      </FeatureCard>
      <FeatureCard icon={<Clock />} title="Afhaalmomenten">
        <p>Klanten kiezen zelf een tijdslot om af te halen.</p>
      </FeatureCard>
      <FeatureCard icon={<Store />} title="Professionele webshop">
        <p>Een eigen webshop in de stijl van je zaak.</p>
      </FeatureCard>
      <FeatureCard icon={<CreditCard />} title="Veilige betaling">
        <p>Klanten betalen online met hun kaart.</p>
      </FeatureCard>
    </div>
  ),
};

export const Dark: Story = { ...darkTheme, decorators: [...darkTheme.decorators, ...oneColumn] };
