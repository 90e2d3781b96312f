import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  parameters: {
    docs: usage({
      use: 'A text in a form, one line or several (multiline), with its label, hint and error; register() of react-hook-form spreads onto it.',
      avoid:
        'For a number or an amount, use NumberField; for a date, DatePicker; for a time, TimeSelect; for a choice, Select.',
    }),
  },
  args: {
    label: 'E-mailadres',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'naam@voorbeeld.be',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Subdomein',
    name: 'subdomain',
    type: 'text',
    hint: 'Alleen kleine letters, cijfers en koppeltekens.',
  },
};

export const Required: Story = {
  args: { required: true },
};

export const Multiline: Story = {
  args: {
    label: 'Omschrijving',
    name: 'description',
    autoComplete: 'off',
    multiline: true,
    placeholder: 'Vertel iets over dit product',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'info@bakkerijjanssens.be' },
};

export const Error: Story = {
  args: { defaultValue: 'info@', error: 'Voer een geldig e-mailadres in' },
};

/** A search box in a compact row: the placeholder says what it looks in, the label is read out. */
export const LabelHidden: Story = {
  args: { label: 'Zoeken', type: 'search', placeholder: 'Naam, bestelnummer of telefoon', hideLabel: true },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <TextField {...args} />
      <TextField
        {...args}
        label="Naam"
        name="name"
        type="text"
        placeholder=""
        error="Dit veld is verplicht"
      />
      <TextField {...args} label="Opmerking" name="note" placeholder="" multiline hint="Optioneel" />
    </Stack>
  ),
};
