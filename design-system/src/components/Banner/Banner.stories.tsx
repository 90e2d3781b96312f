import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Banner } from './Banner';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  args: { tone: 'warning', children: 'Testmodus — er wordt niet echt betaald' },
  argTypes: { tone: { control: 'inline-radio', options: ['warning', 'info'] } },
  parameters: {
    layout: 'fullscreen',
    docs: usage({
      use: "A strip across the top of a page about the whole page or site, e.g. that payments are only a test; present from the start and read in the page's order.",
      avoid: 'For a message about what just happened, use Alert (it is announced) or a toast.',
    }),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox payment provider stands in for the real one. */
export const Default: Story = {};

export const Info: Story = {
  args: { tone: 'info', children: 'Je webshop is nog niet gelanceerd; alleen jij ziet deze pagina.' },
};

/** A long text wraps, centred, on a phone. */
export const LongText: Story = {
  args: {
    children:
      'Testmodus — er wordt niet echt betaald. Bestellingen en betalingen op deze pagina zijn alleen een proef.',
  },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = { ...darkTheme };
