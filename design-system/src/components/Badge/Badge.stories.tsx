import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Badge, type BadgeTone } from './Badge';

const tones: { tone: BadgeTone; text: string }[] = [
  { tone: 'neutral', text: 'Concept' },
  { tone: 'success', text: 'Opgehaald' },
  { tone: 'warning', text: 'Niet opgehaald' },
  { tone: 'danger', text: 'Uitverkocht' },
  { tone: 'info', text: 'Nieuw' },
];

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  parameters: {
    docs: usage({
      use: "A short status word beside something, e.g. an order's state or 'Nieuw', in a neutral, success, warning, danger or info tone.",
      avoid:
        'For something that can be removed or chosen, use Chip; for a sentence, use Alert. A badge is not interactive.',
    }),
  },
  args: { children: 'Opgehaald', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: tones.map(({ tone }) => tone) } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const renderAllTones: Story['render'] = () => (
  <Row>
    {tones.map(({ tone, text }) => (
      <Badge key={tone} tone={tone}>
        {text}
      </Badge>
    ))}
  </Row>
);

export const Tones: Story = { render: renderAllTones };

export const Dark: Story = { ...darkTheme, render: renderAllTones };
