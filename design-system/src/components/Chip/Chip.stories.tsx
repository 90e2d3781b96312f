import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Chip } from './Chip';

const meta = {
  title: 'Design system/Chip',
  component: Chip,
  parameters: {
    docs: usage({
      use: 'A chosen item as a small pill that can be removed on its own, e.g. a product in a menu (MultiSelect shows its choices this way).',
      avoid: 'For a status that cannot be removed, use Badge.',
    }),
  },
  args: { label: 'Tomatensoep', onRemove: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tomatensoep verwijderen' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Without onRemove: a label only. */
export const ReadOnly: Story = { args: { onRemove: undefined } };

export const Disabled: Story = { args: { disabled: true } };

/** A chosen item that is no longer valid, e.g. a product that was taken off the menu card. */
export const Error: Story = {
  args: { label: 'Huiswijn (niet meer te koop)', tone: 'danger', removeLabel: 'Huiswijn verwijderen' },
};

/** Long names are cut off with an ellipsis; the whole name is in the tooltip. */
export const LongLabel: Story = {
  render: (args) => (
    <div style={{ inlineSize: 220 }}>
      <Chip {...args} label="Broodje gezond met kaas, ham, ei en cocktailsaus" />
    </div>
  ),
};

function RemovableList() {
  const [names, setNames] = useState(['Tomatensoep', 'Broodje kip curry', 'Cola zero', 'Tiramisu']);
  return (
    <Row>
      {names.map((name) => (
        <Chip key={name} label={name} onRemove={() => setNames(names.filter((other) => other !== name))} />
      ))}
    </Row>
  );
}

/** Several chips, as a multi-select shows what was chosen; each goes on its own until none is left. */
export const RemovedOneByOne: Story = {
  render: () => <RemovableList />,
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Tomatensoep', 'Broodje kip curry', 'Cola zero', 'Tiramisu'])
      await userEvent.click(canvas.getByRole('button', { name: `${name} verwijderen` }));
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Row>
      <Chip {...args} />
      <Chip {...args} label="Cola zero" onRemove={undefined} />
      <Chip {...args} label="Huiswijn" tone="danger" />
      <Chip {...args} label="Tiramisu" disabled />
    </Row>
  ),
};
