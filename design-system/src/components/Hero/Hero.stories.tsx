import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Button } from '../Button/Button';
import { usage } from '../../storybook/usage';
import { Hero } from './Hero';

const illustration = (
  <svg
    viewBox="0 0 400 300"
    role="img"
    aria-label="Voorbeeld van een webshop"
    style={{ display: 'block', width: '100%' }}
  >
    <rect width="400" height="300" rx="24" fill="var(--color-surface)" stroke="var(--color-border)" />
    <rect x="32" y="32" width="200" height="24" rx="6" fill="var(--color-primary)" />
    <rect x="32" y="80" width="336" height="72" rx="12" fill="var(--color-surface-muted)" />
    <rect x="32" y="168" width="336" height="72" rx="12" fill="var(--color-surface-muted)" />
  </svg>
);

const meta = {
  title: 'Design system/Hero',
  component: Hero,
  args: {
    eyebrow: 'Voor restaurants en delicatessenzaken',
    title: 'De eenvoudigste manier om je klanten online te laten bestellen',
    lead: 'Je eigen webshop met afhaalmomenten, veilige betaling en een overzichtelijk dashboard.',
    actions: (
      <>
        <Button>Vraag een gratis proefperiode aan</Button>
        <Button variant="secondary">Bekijk de demo</Button>
      </>
    ),
    note: 'Geen installatie nodig. We helpen je bij de opstart.',
  },
  argTypes: { actions: { control: false }, media: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: usage({
      use: 'The opening band of a marketing page: the promise, the proof and what to do next.',
      avoid: 'Inside the dashboard or the shop, where a page title suffices; for later bands, use Section.',
    }),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithMedia: Story = { args: { media: illustration } };

export const TitleOnly: Story = {
  args: { eyebrow: undefined, lead: undefined, actions: undefined, note: undefined },
};

export const SmallScreen: Story = {
  args: { media: illustration },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = { ...darkTheme, args: { media: illustration } };
