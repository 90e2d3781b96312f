import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { IconPicker, type IconPickerOption } from './IconPicker';

/** A sample of the 25 icons the app offers (the app passes its full list from the domain). */
const icons: IconPickerOption[] = [
  { value: 'Utensils', label: 'Algemeen' },
  { value: 'Salad', label: 'Voorgerechten' },
  { value: 'Beef', label: 'Hoofdgerechten' },
  { value: 'Cake', label: 'Desserts' },
  { value: 'CupSoda', label: 'Dranken' },
  { value: 'Coffee', label: 'Koffie & Thee' },
  { value: 'Pizza', label: 'Pizza' },
  { value: 'Sandwich', label: 'Burgers' },
  { value: 'Soup', label: 'Soepen' },
  { value: 'IceCreamBowl', label: 'IJs & Desserts' },
  { value: 'Shrimp', label: 'Kreeft & Schaaldieren' },
  { value: 'boxIcon', label: 'Boxen' },
];

function Interactive({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <IconPicker label="Icoon" options={icons} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Design system/IconPicker',
  component: IconPicker,
  parameters: {
    docs: usage({
      use: "A grid of named icons to choose one from, e.g. a collection's icon (a radio group: Tab to the grid, arrows to move and choose).",
      avoid:
        'For showing an icon, use CollectionIcon; for choices that are words, use SegmentedChoice or Select.',
    }),
  },
  args: { label: 'Icoon', options: icons, value: 'Soup', onValueChange: fn() },
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Interactive initial="Soup" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Koffie & Thee' }));
  },
};

export const Empty: Story = { args: { value: null } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { value: null, error: 'Selecteer een icoon voor de collectie' } };

export const Dark: Story = { ...darkTheme };
