import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Switch, type SwitchProps } from './Switch';

function Controlled(props: Omit<SwitchProps, 'checked' | 'onCheckedChange'> & { initiallyOn?: boolean }) {
  const [checked, setChecked] = useState(props.initiallyOn ?? false);
  return <Switch {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Design system/Switch',
  component: Controlled,
  args: { label: 'Donkere modus', hint: 'Je webshop toont een donker thema.' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Donkere modus' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
  },
};

export const On: Story = { args: { initiallyOn: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...darkTheme, args: { initiallyOn: true } };
