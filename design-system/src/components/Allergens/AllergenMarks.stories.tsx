import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { ALLERGEN_NAMES_IN, textsIn } from '@bestelklaar/domain';
import { usage } from '../../storybook/usage';
import { AllergenMarks } from './AllergenMarks';

const meta = {
  title: 'Design system/AllergenMarks',
  component: AllergenMarks,
  parameters: {
    docs: usage({
      use: "A product's allergens shown to a customer as small marks, each its drawing beside its name; renders nothing when there are none.",
      avoid: 'For choosing allergens, use AllergenChecklist.',
    }),
  },
  args: { label: 'Bevat:', allergens: ['gluten', 'milk', 'sesame'] },
} satisfies Meta<typeof AllergenMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contains: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Bevat:' })).toHaveTextContent(
      'Glutenbevattende granenMelkSesamzaad',
    );
  },
};

export const Traces: Story = {
  args: { label: 'Kan sporen bevatten:', allergens: ['nuts', 'peanuts'], tone: 'traces' },
};

/** On a card: small, and the label only read out. */
export const OnACard: Story = {
  args: { size: 'sm', labelHidden: true, allergens: ['eggs', 'mustard', 'sulphites'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Bevat:' })).toBeInTheDocument();
  },
};

/** No allergens, no marks: an empty list would read as "contains nothing". */
export const None: Story = {
  args: { allergens: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Bevat:')).toBeNull();
  },
};

export const Dark: Story = {
  ...darkTheme,
  render: (args) => (
    <Stack>
      <AllergenMarks {...args} />
      <AllergenMarks label="Kan sporen bevatten:" allergens={['nuts']} tone="traces" />
      <AllergenMarks {...args} size="sm" labelHidden />
    </Stack>
  ),
};

/**
 * In French: the page gives the label and the names in its language, the label with a no-break
 * space before its colon, as French writes it (and nothing added to it).
 */
export const InFrench: Story = {
  args: { label: 'Contient\u00a0:', names: textsIn(ALLERGEN_NAMES_IN, 'fr') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contient\u00a0:', { normalizer: (text) => text })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Contient\u00a0:' })).toHaveTextContent(
      'Céréales contenant du glutenLaitGraines de sésame',
    );
  },
};
