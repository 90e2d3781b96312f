import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Switch, type SwitchProps } from './Switch';

/** Holds the switch's state, so it can be toggled while reviewing it; `checked` is where it starts. */
function Controlled({ checked: initiallyOn, onCheckedChange, ...props }: SwitchProps) {
  const [checked, setChecked] = useState(initiallyOn);
  return (
    <Switch
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: usage({
      use: 'An on/off setting that takes effect as a form value, e.g. dark mode (role switch, Space toggles).',
      avoid: 'For a question whose answer must be chosen (no default), use YesNo; for an action, use Button.',
    }),
  },
  args: {
    label: 'Donkere modus',
    hint: 'Je webshop toont een donker thema.',
    checked: false,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Donkere modus' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
  },
};

export const On: Story = { args: { checked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...darkTheme, args: { checked: true } };
