import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Price } from './Price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  parameters: {
    docs: usage({
      use: "An amount in euros as the page's language writes it (“€ 12,50” in Dutch), with the old price struck through during a discount and both read out clearly.",
      avoid: 'For a number that is not money, plain text or NumberField.',
    }),
  },
  args: { amount: 8.5 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Discounted: Story = { args: { amount: 7.65, original: 8.5 } };

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" original={10} />
    </Stack>
  ),
};

export const Dark: Story = { ...darkTheme, args: { amount: 12.95, original: 14.5, size: 'lg' } };

/** In French, as Intl writes euros in fr-BE: the amount before the euro sign. */
export const InFrench: Story = {
  args: {
    amount: 12.95,
    original: 14.5,
    priceFormat: {
      format: (euros) => new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }).format(euros),
      originalLabel: 'Prix initial : ',
      nowLabel: 'Maintenant : ',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Prix initial : 14,50 €Maintenant : 12,95 €');
  },
};
