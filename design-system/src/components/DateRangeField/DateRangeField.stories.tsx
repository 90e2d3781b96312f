import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

function Controlled(props: DateRangeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack>
      <DateRangeField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Design system/DateRangeField',
  component: DateRangeField,
  parameters: {
    docs: usage({
      use: "A period of whole days, e.g. a holiday or a discount's validity: a start and an end field, each with a calendar showing the whole period.",
      avoid: 'For one date, use DatePicker.',
      texts: ['Begindatum', 'Einddatum'],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: {
    legend: 'Periode',
    value: { start: '2025-07-14', end: '2025-07-27' },
    onChange: fn(),
    onBlur: fn(),
    required: true,
  },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: { start: '', end: '' } } };

/** The end's calendar shades the period and starts the day after the begin date. */
export const ChoosingTheEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Einddatum/ }));
  },
};

export const Error: Story = {
  args: {
    value: { start: '2025-07-14', end: '2025-07-14' },
    errors: { end: 'Einddatum moet na de begindatum liggen.' },
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  ...darkTheme,
  args: { errors: { start: 'Begindatum moet vandaag of later zijn.' } },
};
