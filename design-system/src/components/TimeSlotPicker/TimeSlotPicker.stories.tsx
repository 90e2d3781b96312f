import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { pickupSlotsFor } from '../../storybook/pickup-week';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { TimeSlotPicker, type TimeSlotPickerProps } from './TimeSlotPicker';

function Controlled(props: TimeSlotPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack>
      <TimeSlotPicker
        {...props}
        value={value}
        onChange={(slot) => {
          setValue(slot);
          props.onChange(slot);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Design system/TimeSlotPicker',
  component: TimeSlotPicker,
  parameters: {
    docs: usage({
      use: "The customer's choice of pickup time on the chosen day, as a group of radio buttons; full slots are shown but not choosable.",
      avoid: 'In the dashboard, use TimeSelect.',
      texts: [
        'Selecteer een tijdslot',
        'Er zijn geen tijdslots meer op deze dag. Kies een andere dag.',
        'Tijdslots laden…',
        'volzet',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { slots: pickupSlotsFor('2025-06-20'), onChange: fn() },
  argTypes: { slots: { control: false } },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: { start: '12:00', end: '12:30' } } };

/** A short moment stays whole. */
export const SingleSlot: Story = { args: { slots: [{ start: '10:00', end: '10:30' }] } };

export const Empty: Story = { args: { slots: [] } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true, value: { start: '12:00', end: '12:30' } } };

export const Error: Story = { args: { error: 'Selecteer een geldig tijdslot' } };

export const Dark: Story = {
  ...darkTheme,
  args: { value: { start: '18:00', end: '18:30' }, error: undefined },
};

/** Pieces taken up to the shop's limit show 'volzet' and cannot be chosen. */
export const WithFullPieces: Story = {
  args: {
    slots: pickupSlotsFor('2025-06-20').map((slot, index) => ({ ...slot, full: index % 3 === 1 })),
  },
};

export const WithFullPiecesDark: Story = { ...darkTheme, args: WithFullPieces.args };
