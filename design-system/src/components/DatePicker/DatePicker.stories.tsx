import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
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
  title: 'Design system/DatePicker',
  component: DatePicker,
  parameters: {
    docs: usage({
      use: 'One date in a form: a field that shows dd/mm/jjjj and opens a Dutch calendar to choose from.',
      avoid: "For a period, use DateRangeField; for the customer's pickup day, use SlotCalendar.",
      texts: ['dd/mm/jjjj'],
    }),
  },
  render: (args) => (
    <Stack>
      <Controlled {...args} />
    </Stack>
  ),
  args: { label: 'Begindatum', value: '', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { value: '2025-07-14', hint: 'De eerste dag dat je gesloten bent.' },
};

/** The calendar open on a period: weeks start on Monday, days before the minimum cannot be chosen. */
export const Open: Story = {
  args: {
    label: 'Einddatum',
    value: '2025-07-27',
    min: '2025-07-15',
    range: { start: '2025-07-14', end: '2025-07-27' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Einddatum/ }));
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { value: '2025-07-14', disabled: true } };

export const Error: Story = { args: { error: 'Begindatum is verplicht.' } };

export const Dark: Story = {
  ...darkTheme,
  args: { value: '2025-07-14' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Begindatum/ }));
  },
};
