import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Section } from './Section';

const meta = {
  title: 'Design system/Section',
  component: Section,
  args: {
    eyebrow: 'Functies',
    title: 'Alles wat je nodig hebt om online te verkopen',
    intro: 'Van je menukaart tot de betaling: Bestelklaar regelt het voor je.',
    children: <p style={{ margin: 0, textAlign: 'center' }}>Inhoud van de sectie.</p>,
  },
  argTypes: { children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: usage({
      use: 'A full-width band of a marketing page with a centred, readable column and a titled header, in a plain or tinted tone.',
      avoid: 'For a block inside a page, use Card.',
    }),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { tone: 'muted' } };

export const AlignedToStart: Story = { args: { align: 'start', eyebrow: undefined } };

export const TitleOnly: Story = { args: { eyebrow: undefined, intro: undefined } };

export const Dark: Story = { ...darkTheme, args: { tone: 'muted' } };
