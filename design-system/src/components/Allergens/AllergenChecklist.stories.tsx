import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { AllergenCode } from '@bestelklaar/domain';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { AllergenChecklist, type AllergenChecklistProps } from './AllergenChecklist';

/** Holds the checked allergens, so the story can be clicked through. */
function ChecklistPreview(props: AllergenChecklistProps) {
  const [value, setValue] = useState<readonly AllergenCode[]>(props.value);
  return (
    <div style={{ maxInlineSize: 720 }}>
      <AllergenChecklist
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
  title: 'Design system/AllergenChecklist',
  component: AllergenChecklist,
  parameters: {
    docs: usage({
      use: "The owner's choice of the 14 EU allergens of a product, as checkboxes each with its drawing; allergens that come from the product's parts can be shown locked.",
      avoid: "To show a product's allergens to a customer, use AllergenMarks.",
      texts: ['Komt uit de producten'],
    }),
  },
  render: (args) => <ChecklistPreview {...args} />,
  args: { label: 'Bevat', value: [], onChange: fn() },
} satisfies Meta<typeof AllergenChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked; a click checks, and the answer keeps the order of the 14. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Melk' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Glutenbevattende granen' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gluten', 'milk']);
  },
};

export const Checked: Story = {
  args: {
    label: 'Kan sporen bevatten',
    value: ['nuts', 'sesame'],
    hint: 'Wat via de keuken in het gerecht kan komen.',
  },
};

/** A menu: its products' allergens are checked and cannot be unchecked. */
export const Locked: Story = {
  args: { value: ['mustard'], locked: ['gluten', 'eggs'], lockedHint: 'Komt uit de producten van dit menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Eieren' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Eieren' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Mosterd' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { value: ['milk'], error: 'Een allergeen staat zowel bij Bevat als bij Kan sporen bevatten.' },
};

export const Disabled: Story = { args: { value: ['fish'], disabled: true } };

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <ChecklistPreview {...args} value={['milk']} locked={['gluten']} />
      <ChecklistPreview
        {...args}
        label="Kan sporen bevatten"
        value={['nuts']}
        error="Kies elk allergeen één keer."
      />
    </Stack>
  ),
};
