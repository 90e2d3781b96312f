import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { SegmentedChoice } from './SegmentedChoice';
import { YesNo } from './YesNo';

const types = [
  { value: 'select', label: 'Eén keuze' },
  { value: 'multiselect', label: 'Meerdere keuzes' },
] as const;

function Interactive({ initial }: { initial: boolean | null }) {
  const [value, setValue] = useState(initial);
  return <YesNo label="Apart verkopen" value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Design system/SegmentedChoice',
  component: SegmentedChoice,
  subcomponents: { YesNo },
  parameters: {
    docs: usage({
      use: 'Two to four mutually exclusive short options side by side (a radio group), e.g. a type; YesNo is its Ja/Nee question.',
      avoid:
        'For more or longer options, use ChoiceList or Select; for an on/off setting that takes effect at once, use Switch.',
      texts: ['Ja', 'Nee'],
    }),
  },
  args: { label: 'Type', options: types, value: 'select', onValueChange: fn() },
} satisfies Meta<typeof SegmentedChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const YesNoQuestion: Story = {
  render: () => <Interactive initial={true} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Nee' }));
  },
};

export const Empty: Story = {
  render: () => <Interactive initial={null} />,
};

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = {
  render: () => (
    <YesNo label="Apart verkopen" value={null} onValueChange={fn()} error="Dit veld is verplicht" />
  ),
};

/** In a compact filter row: the options say what they choose, the label is read out. */
export const LabelHidden: Story = { args: { hideLabel: true } };

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <SegmentedChoice {...args} />
      <YesNo label="Verplicht" value={false} onValueChange={fn()} hint="Moet de klant hier iets kiezen?" />
    </Stack>
  ),
};
