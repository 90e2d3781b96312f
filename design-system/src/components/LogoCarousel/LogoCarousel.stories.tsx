import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { LogoCarousel, type CarouselLogo } from './LogoCarousel';

/** A stand-in logo: a coloured tile with the name, as a data URL so the story needs no files. */
function sampleLogo(name: string, colour: string): CarouselLogo {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" rx="16" fill="${colour}"/><text x="100" y="58" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return { name, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
}

const logos = [
  sampleLogo('De Gouden Lepel', '#9a3412'),
  sampleLogo('Pasta Nonna', '#166534'),
  sampleLogo('Frituur Sint-Jan', '#1e40af'),
  sampleLogo('Bakkerij Lemmens', '#7c2d12'),
  sampleLogo('Sushi Kaze', '#4a362c'),
  sampleLogo('Het Soephuis', '#92400e'),
];

const meta = {
  title: 'Design system/LogoCarousel',
  component: LogoCarousel,
  args: { logos, label: 'Zaken die met ons werken' },
  argTypes: { logos: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: usage({
      use: 'An endless row of logos sliding by on a marketing page, e.g. shops that use Bestelklaar; it pauses on hover and with its button, and stands still for reduced motion.',
      avoid: 'For content a person must read or act on: moving content is hard to read.',
    }),
  },
} satisfies Meta<typeof LogoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FastAndSmall: Story = {
  args: { duration: 12, itemWidth: 120 },
};

export const Paused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logo’s stilzetten' }));
    await expect(canvas.getByRole('button', { name: 'Logo’s laten bewegen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Dark: Story = { ...darkTheme };
