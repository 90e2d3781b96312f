import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Button } from '../Button/Button';
import { usage } from '../../storybook/usage';
import { ProductCard } from './ProductCard';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#fde3d3"/><path d="M40 60 Q80 120 120 60 Z" fill="#fff7ee"/><ellipse cx="80" cy="60" rx="40" ry="10" fill="#d9461c"/></svg>',
  );

const actions = (
  <>
    <Button variant="secondary" size="sm">
      Bewerken
    </Button>
    <Button variant="danger-outline" size="sm">
      Verwijderen
    </Button>
  </>
);

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  parameters: {
    docs: usage({
      use: "A product as a tile: photo, name, description, price, collection and its actions; in the shop and in the owner's product list.",
      avoid: 'For other content, use Card.',
      texts: ['Geen beschrijving'],
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Tomatensoep met balletjes',
    description: 'Huisgemaakt, met verse tomaten en kalfsballetjes.',
    price: 4.8,
    imageUrl: photo,
    collection: { name: 'Soepen', icon: 'Soup' },
    details: <p>Voorraad: 12</p>,
    actions,
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MenuItem: Story = { args: { tag: 'Menu item', details: undefined } };

export const Empty: Story = {
  args: { description: '', imageUrl: null, collection: null, details: undefined },
};

export const Discounted: Story = { args: { originalPrice: 5.6 } };

export const Dark: Story = { ...darkTheme, args: { tag: 'Menu item' } };

/** A shop's card: a click anywhere opens the product; its own button adds it. */
export const Openable: Story = {
  args: {
    collection: null,
    details: undefined,
    descriptionFallback: '',
    onOpen: () => undefined,
    actions: <Button size="sm">Toevoegen</Button>,
  },
};

/** A photo that cannot be loaded gives way to the placeholder. */
/** Several widths of the photo for the browser to choose from, fetched first as on a shop's first screen. */
export const ResponsiveImage: Story = {
  args: {
    imageSrcSet: `${photo} 320w, ${photo} 640w`,
    imageSizes: '20rem',
    imageLoading: 'eager',
    imageFetchPriority: 'high',
  },
};

export const ImageFailed: Story = { args: { imageUrl: '/bestaat-niet.jpg' } };

/** On a phone (narrower than 40rem) a compact row with the photo beside; a tile elsewhere. */
export const Adaptive: Story = {
  args: { ...Openable.args, layout: 'adaptive' },
  globals: { viewport: { value: 'mobile1' } },
};
