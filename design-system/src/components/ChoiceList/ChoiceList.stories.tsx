import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { ChoiceList, type ChoiceListProps } from './ChoiceList';

const sauces = [
  { value: '0', label: 'Mayonaise' },
  { value: '1', label: 'Tartaar', detail: '+€ 0,50' },
  { value: '2', label: 'Samurai', detail: '+€ 0,50' },
  { value: '3', label: 'Joppie', detail: '+€ 0,75' },
];

/** Holds the chosen values, so the story can be clicked through. */
function ChoiceListPreview(props: ChoiceListProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 420 }}>
      <ChoiceList
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/ChoiceList',
  component: ChoiceList,
  parameters: {
    docs: usage({
      use: "A short list of choices shown all at once, each row with its own extra such as a price: radio buttons for one choice, checkboxes for several, under a legend (e.g. a product's options).",
      avoid:
        'For a long list, use Select (one) or MultiSelect (several); for two to four short options side by side, use SegmentedChoice.',
      texts: ['(verplicht)', 'Er is niets om uit te kiezen.'],
    }),
  },
  render: (args) => <ChoiceListPreview {...args} />,
  args: { label: 'Saus', type: 'single', options: sauces, value: [], onChange: fn() },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Tartaar +€ 0,50' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1']);
  },
};

export const Required: Story = { args: { required: true, value: ['0'] } };

/** Checkboxes: each one toggles on its own. */
export const Multiple: Story = {
  args: { label: 'Extra toppings', type: 'multiple', hint: 'Kies er maximaal 2.', value: ['1'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samurai +€ 0,50' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '2']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tartaar +€ 0,50' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2']);
  },
};

/** At its maximum: the count says so and the other choices wait until one is unticked. */
export const AtMaximum: Story = {
  args: { label: 'Extra toppings', type: 'multiple', hint: 'Kies er maximaal 2.', max: 2, value: ['0', '1'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('2/2 gekozen')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Samurai +€ 0,50' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mayonaise' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1']);
    await expect(canvas.getByText('1/2 gekozen')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Samurai +€ 0,50' })).toBeEnabled();
  },
};

export const AtMaximumDark: Story = { ...AtMaximum, ...darkTheme };

export const Disabled: Story = { args: { disabled: true, value: ['2'] } };

/** One choice is shown but cannot be chosen; the arrow keys pass it by. */
export const UnavailableChoice: Story = {
  args: {
    options: sauces.map((sauce) =>
      sauce.value === '1' ? { ...sauce, detail: 'Niet beschikbaar', disabled: true } : sauce,
    ),
    value: ['0'],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /Tartaar/ })).toBeDisabled();
    await userEvent.click(canvas.getByText('Tartaar'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Samurai/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2']);
  },
};

export const Error: Story = {
  args: {
    label: 'Extra toppings',
    type: 'multiple',
    value: ['0', '1', '2'],
    error: 'Je kunt maximaal 2 keuzes maken voor Extra toppings',
  },
};

export const Empty: Story = { args: { options: [] } };

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <ChoiceListPreview {...args} value={['1']} />
      <ChoiceListPreview
        {...args}
        label="Extra toppings"
        type="multiple"
        value={['0', '3']}
        error="Je kunt maximaal 1 keuzes maken voor Extra toppings"
      />
    </Stack>
  ),
};

/** In French: the page gives the count its words. */
export const InFrench: Story = {
  args: {
    label: 'Suppléments',
    type: 'multiple',
    max: 2,
    value: ['0'],
    chosenText: (chosen, most) => `${chosen}/${most} choisi(s)`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1/2 choisi(s)')).toBeVisible();
  },
};
