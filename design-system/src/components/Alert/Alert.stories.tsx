import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { Alert } from './Alert';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  parameters: {
    docs: usage({
      use: 'A message inside the page about what just happened or needs attention: an error (announced at once), a success, information or a warning, with an optional title.',
      avoid:
        "For a note about the whole page or site (e.g. test payments), use Banner; for a short confirmation that goes away by itself, use a toast; for a field's own error, use the field's error prop.",
    }),
  },
  args: {
    tone: 'info',
    title: 'Betalingen nog niet actief',
    children: 'Rond de onboarding af om betalingen te ontvangen.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'success', 'info', 'warning'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Error: Story = {
  args: { tone: 'error', title: undefined, children: 'Ongeldige inloggegevens' },
};

const renderAllTones: Story['render'] = () => (
  <Stack>
    <Alert tone="error" title="Opslaan mislukt">
      Er ging iets mis. Probeer het opnieuw.
    </Alert>
    <Alert tone="success">Je winkel is gelanceerd.</Alert>
    <Alert tone="info" title="Even geduld">
      We controleren je betaalgegevens.
    </Alert>
    <Alert tone="warning">De afbeelding is groter dan 4000 px.</Alert>
  </Stack>
);

export const Tones: Story = { render: renderAllTones };

export const Dark: Story = { ...darkTheme, render: renderAllTones };
