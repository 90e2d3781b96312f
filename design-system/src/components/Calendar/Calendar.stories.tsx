import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Calendar } from './Calendar';

const JULY = new Date(2025, 6, 1);

const meta = {
  title: 'Design system/Calendar',
  component: Calendar,
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
