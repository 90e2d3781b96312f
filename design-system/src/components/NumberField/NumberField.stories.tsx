import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { NumberField } from './NumberField';

const meta = {
  title: 'Design system/NumberField',
  component: NumberField,
  parameters: {
    docs: usage({
      use: "A number typed as text, so '12,50' (Belgian) and '12.50' both work and nothing is silently rounded or cleared; the form parses and checks the value.",
      avoid:
        'For a choice from a few values, use Select or SegmentedChoice; for a date or time, use DatePicker or TimeSelect.',
    }),
  },
  args: {
    label: 'Prijs',
    name: 'price',
    prefix: '€',
    placeholder: '0,00',
    defaultValue: '8,50',
    required: true,
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WholeNumber: Story = {
  args: {
    label: 'Voorraad',
    name: 'stockQuantity',
    prefix: undefined,
    suffix: 'stuks',
    integer: true,
    required: false,
    defaultValue: '',
    placeholder: 'Onbeperkt',
    hint: 'Leeg laten voor een onbeperkte voorraad.',
  },
};

export const Empty: Story = { args: { defaultValue: '' } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { defaultValue: '0', error: 'Voer een positief getal in' } };

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <NumberField {...args} />
      <NumberField
        {...args}
        label="Meerprijs"
        name="extra"
        required={false}
        error="Voer een bedrag van 0 of meer in"
      />
    </Stack>
  ),
};
