import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Select } from './Select';

const collections = [
  { value: '', label: 'Geen collectie' },
  { value: 'broodjes', label: 'Broodjes' },
  { value: 'soepen', label: 'Soepen' },
  { value: 'dranken', label: 'Dranken' },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  parameters: {
    docs: usage({
      use: 'One choice from a list, as a native select on purpose: type-ahead and the keyboard work as everywhere, and phones show their own picker.',
      avoid:
        'For a few options that should all be seen, use ChoiceList or SegmentedChoice; for several choices, use MultiSelect; for a time, use TimeSelect.',
    }),
  },
  args: { label: 'Collectie', name: 'collection', options: collections, defaultValue: 'soepen' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Op je webshop staan producten per collectie.' } };

export const HiddenLabel: Story = {
  args: {
    label: 'Filter op collectie',
    hideLabel: true,
    options: [{ value: 'alle', label: 'Alle collecties' }, ...collections.slice(1)],
    defaultValue: 'alle',
  },
};

export const Empty: Story = { args: { options: [{ value: '', label: 'Geen collectie' }], defaultValue: '' } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = {
  args: { defaultValue: '', error: 'Fout bij laden van collecties: Niet gevonden.' },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <Select {...args} />
      <Select {...args} label="Type" name="type" error="Kies een geldig type" />
    </Stack>
  ),
};
