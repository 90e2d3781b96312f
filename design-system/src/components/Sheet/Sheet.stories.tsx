import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Price } from '../Price/Price';
import { Spinner } from '../Spinner/Spinner';
import { usage } from '../../storybook/usage';
import { Sheet, type SheetProps } from './Sheet';

/**
 * Holds the open state so the sheet can be closed and reopened while reviewing it, with a
 * 'Verder winkelen' footer unless the story gives its own (null: none).
 */
function SheetPreview(props: SheetProps) {
  const [open, setOpen] = useState(props.open);
  const changeOpen = (nextOpen: boolean) => {
    setOpen(nextOpen);
    props.onOpenChange(nextOpen);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => changeOpen(true)}>
        Winkelmandje
      </Button>
      <Sheet
        {...props}
        open={open}
        onOpenChange={changeOpen}
        footer={
          props.footer === undefined ? (
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              Verder winkelen
            </Button>
          ) : (
            props.footer
          )
        }
      />
    </>
  );
}

const lines = ['Croque monsieur', 'Tomatensoep', 'Spaghetti bolognese', 'Tiramisu', 'Cola zero'];

const cartLines = (count: number) => (
  <ul style={{ display: 'grid', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
    {Array.from({ length: count }, (_, index) => (
      <li key={index} style={{ display: 'flex', justifyContent: 'space-between' }}>
        {lines[index % lines.length]}
        <Price amount={8.5 + index} />
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Design system/Sheet',
  component: Sheet,
  parameters: {
    docs: usage({
      use: 'A panel that slides in from the side (across the whole width on a phone) for something the page keeps beside its content on a wide screen, such as the cart; modal while open.',
      avoid: 'For a task in its own frame, use Modal.',
      texts: ['Sluiten'],
      framed: true,
    }),
  },
  render: (args) => <SheetPreview {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Winkelmandje',
    children: cartLines(3),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Many lines: the body scrolls, the header and the footer stay. */
export const LongContent: Story = { args: { children: cartLines(24) } };

export const WithDescription: Story = {
  args: { description: 'Je bestelling bij De Smul', footer: null },
};

export const Loading: Story = { args: { children: <Spinner label="Winkelmandje laden…" /> } };

export const Empty: Story = {
  args: { children: <EmptyState title="Je winkelmandje is leeg." /> },
};

export const Closed: Story = { args: { open: false } };

export const Dark: Story = { ...darkTheme };

/** In French: the page gives the close button its text. */
export const InFrench: Story = {
  args: { title: 'Panier', closeLabel: 'Fermer' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
