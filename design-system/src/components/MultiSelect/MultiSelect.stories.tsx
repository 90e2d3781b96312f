import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect';

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const dish = (value: string, label: string, price: number): MultiSelectOption => ({
  value,
  label,
  detail: euro.format(price),
});

const products: MultiSelectOption[] = [
  dish('soep', 'Tomatensoep', 4.8),
  dish('curry', 'Broodje kip curry', 6.8),
  dish('gezond', 'Broodje gezond', 6.2),
  dish('cola', 'Cola zero', 2.6),
  dish('water', 'Plat water', 2.4),
  dish('creme', 'Crème brûlée', 5.5),
  dish('tiramisu', 'Tiramisu', 5.9),
];

/** A restaurant with a long card: the list must stay usable with 200 items. */
const longCard: MultiSelectOption[] = Array.from({ length: 200 }, (_, index) =>
  dish(`p${index + 1}`, `Gerecht ${index + 1}`, 4 + (index % 12) * 0.5),
);

function Controlled(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/MultiSelect',
  component: MultiSelect,
  parameters: {
    docs: usage({
      use: 'Several items chosen from a long list, e.g. the products of a menu: type to search, arrows to move, Enter to choose; the chosen ones show as removable chips.',
      avoid: 'For a few choices, use ChoiceList with checkboxes; for one choice, use Select.',
      texts: ['Zoek en kies…', 'Keuzes laden…', 'Er is nog niets om uit te kiezen.'],
    }),
  },
  render: (args) => (
    <Stack>
      <Controlled {...args} />
    </Stack>
  ),
  args: {
    label: 'Producten',
    options: products,
    value: ['soep', 'curry'],
    onChange: fn(),
    onBlur: fn(),
    placeholder: 'Zoek producten…',
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing searches regardless of case and accents; the arrows move and Enter chooses. */
export const Searching: Story = {
  args: { value: [], hint: 'Kies de producten die samen het menu vormen.' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Producten' }), 'creme');
    await expect(await screen.findByRole('option', { name: /^Crème brûlée/ })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['creme']);
  },
};

/** 200 items: the list scrolls, Page Down skips ten at a time. */
export const LongList: Story = {
  args: { options: longCard, value: ['p3', 'p150'], maxSelected: 50 },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('combobox', { name: 'Producten' }).focus();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(await screen.findByRole('option', { name: /^Gerecht 11 / })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

/** At the maximum, what is not chosen yet cannot be chosen. */
export const Full: Story = {
  args: { value: ['soep', 'curry'], maxSelected: 2 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Producten' }));
    await expect(await screen.findByRole('option', { name: /^Cola zero/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Required: Story = { args: { required: true, value: [] } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { value: [], required: true, error: 'Kies minstens één product.' } };

export const Loading: Story = {
  args: { options: [], value: [], loading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Producten' }));
    await expect(await screen.findByText('Keuzes laden…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { options: [], value: [], emptyMessage: 'Je hebt nog geen producten.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Producten' }));
    await expect(await screen.findByText('Je hebt nog geen producten.')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { value: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Producten' }), 'lasagne');
    await expect(await screen.findByText('Geen resultaten voor ‘lasagne’.')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <Controlled {...args} />
      <Controlled {...args} label="Dranken" value={[]} error="Kies minstens één product." />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Producten' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};
