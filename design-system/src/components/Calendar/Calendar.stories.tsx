import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Calendar } from './Calendar';

const JULY = new Date(2025, 6, 1);

const meta = {
  title: 'Design system/Calendar',
  component: Calendar,
  parameters: {
    docs: usage({
      use: 'A month calendar in Dutch, weeks from Monday, for building date choosers (it is the calendar inside DatePicker and DateRangeField).',
      avoid:
        "In a form, use DatePicker or DateRangeField, which add the field, its label and errors; for the customer's pickup day, use SlotCalendar.",
    }),
  },
  args: { mode: 'single', defaultMonth: JULY, today: new Date(2025, 6, 4), onSelect: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { selected: new Date(2025, 6, 14) } };

/** Days before the 10th and weekends cannot be chosen. */
export const Disabled: Story = {
  args: { disabled: [{ before: new Date(2025, 6, 10) }, { dayOfWeek: [0, 6] }] },
};

export const Dark: Story = { ...darkTheme, args: { selected: new Date(2025, 6, 14) } };
