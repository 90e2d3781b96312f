import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usage } from '../../storybook/usage';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: usage({
      use: 'Words for a screen reader where the screen shows a sign instead: the arrow between an old and a new value, a count beside an icon.',
      avoid:
        'To hide something from everyone, leave it out; for a field’s label, give the field its label (TextField, Select) and let it show.',
    }),
  },
  args: { children: ' wordt ' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change as the activity shows it: the eye sees the arrow, a screen reader hears 'wordt'. */
export const BetweenTwoValues: Story = {
  render: (args) => (
    <p>
      <del>€ 8,50</del>
      <span aria-hidden> → </span>
      <VisuallyHidden {...args} />
      <ins>€ 9,00</ins>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('wordt')).toBeInTheDocument();
  },
};
