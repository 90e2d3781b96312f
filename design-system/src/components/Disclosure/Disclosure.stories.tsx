import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Design system/Disclosure',
  component: Disclosure,
  parameters: {
    docs: usage({
      use: "A section to unfold on the browser's own <details>: works without script and find-in-page opens it; several in a row join into one list.",
      avoid:
        'When only one of several may be open at a time, use Accordion; for content the user must see, do not hide it.',
    }),
  },
  args: {
    title: 'Openingsuren',
    children: <p>Maandag tot vrijdag van 11:00 tot 21:00; zaterdag en zondag gesloten.</p>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('Openingsuren').closest('summary')!;
    await userEvent.click(summary);
    await expect(summary.parentElement).toHaveAttribute('open');
    // Enter and Space on a <summary> are the browser's own; jsdom does not play them (the storefront's
    // keyboard e2e does, in Chromium).
    await userEvent.click(summary);
    await expect(summary.parentElement).not.toHaveAttribute('open');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('Openingsuren').closest('summary')!;
    await userEvent.click(summary);
    await expect(summary.parentElement).not.toHaveAttribute('open');
  },
};

export const OneAfterAnother: Story = {
  render: () => (
    <div>
      <Disclosure title="Informatie" headingLevel={2}>
        <p>Verse soep en broodjes, elke dag.</p>
      </Disclosure>
      <Disclosure title="Contact" headingLevel={2}>
        <p>hallo@desmul.be</p>
      </Disclosure>
      <Disclosure title="Openingsuren" headingLevel={2} defaultOpen>
        <p>Maandag tot vrijdag van 11:00 tot 21:00.</p>
      </Disclosure>
    </div>
  ),
};

export const Dark: Story = { ...darkTheme, args: { defaultOpen: true } };
