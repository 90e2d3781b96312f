import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Accordion, type AccordionItem } from './Accordion';

const questions: AccordionItem[] = [
  {
    value: 'start',
    title: 'Hoe begin ik?',
    content: <p>Stuur ons een e-mail en we zetten je webshop samen met jou op.</p>,
  },
  {
    value: 'betalen',
    title: 'Hoe betalen mijn klanten?',
    content: <p>Online met hun kaart, via een erkende kaartbetaalprovider.</p>,
  },
  {
    value: 'talen',
    title: 'Is de webshop in meerdere talen beschikbaar?',
    content: <p>De webshop is in het Nederlands; andere talen volgen.</p>,
  },
];

const longAnswer = (
  <>
    {Array.from({ length: 8 }, (_, index) => (
      <p key={index}>
        Je kiest zelf je kleuren, je logo en je openingsuren. Je producten groepeer je in collecties, met
        foto&apos;s, opties en prijzen. Alles is meteen zichtbaar in je webshop.
      </p>
    ))}
  </>
);

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  parameters: {
    docs: usage({
      use: 'A list of questions or sections of which one opens at a time, e.g. frequently asked questions; arrow keys move between the triggers.',
      avoid:
        'For one section on its own, or sections that may all be open together, use Disclosure; for switching between views of one thing, use Tabs.',
    }),
  },
  args: { items: questions, onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hoe begin ik?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hoe betalen mijn klanten?' }));
    await expect(canvas.getByRole('button', { name: 'Hoe begin ik?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Hoe betalen mijn klanten?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LongAnswerScrollsInside: Story = {
  args: {
    items: [{ value: 'stijl', title: 'Kan ik mijn webshop aanpassen?', content: longAnswer }, ...questions],
    defaultValue: 'stijl',
    panelMaxHeight: 275,
  },
};

export const Disabled: Story = {
  args: { items: questions.map((item) => ({ ...item, disabled: item.value === 'talen' })) },
};

export const Dark: Story = { ...darkTheme, args: { defaultValue: 'start' } };
