import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { TimeSelect, type TimeSelectProps } from './TimeSelect';

/** Every quarter of an hour, as the product's slot grid offers them. */
const QUARTERS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function Controlled(props: TimeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeSelect
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
  title: 'Design system/TimeSelect',
  component: TimeSelect,
  parameters: {
    docs: usage({
      use: "A time picked from a fixed list (e.g. every 15 minutes), as a native select: type '14' to jump, phones show their own wheel.",
      avoid:
        "For the customer's choice of pickup time, use TimeSlotPicker; for a day's list of slots, use DayScheduleEditor.",
      texts: ['--:--'],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { label: 'Starttijd', value: '14:00', times: QUARTERS, onChange: fn() },
  argTypes: { times: { control: false } },
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: '' } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = {
  args: { label: 'Eindtijd', value: '13:00', error: 'Eindtijd moet later zijn dan de starttijd.' },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Row>
      <Controlled {...args} />
      <Controlled
        {...args}
        label="Eindtijd"
        value="13:45"
        error="Eindtijd moet later zijn dan de starttijd."
      />
    </Row>
  ),
};
