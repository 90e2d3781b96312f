import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { Button } from '../Button/Button';
import { usage } from '../../storybook/usage';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

/** Buttons that raise toasts, so each tone can be reviewed. */
function ToastTriggers({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  return (
    <Row>
      {toasts.map((toast) => (
        <Button key={toast.title} variant="secondary" onClick={() => show(toast)}>
          {toast.title}
        </Button>
      ))}
    </Row>
  );
}

const savedToast: ToastOptions = {
  title: 'Product opgeslagen',
  description: 'Croque monsieur staat in je winkel.',
  tone: 'success',
};
const errorToast: ToastOptions = {
  title: 'Opslaan mislukt',
  description: 'Controleer je verbinding en probeer opnieuw.',
  tone: 'error',
};
const infoToast: ToastOptions = {
  title: 'Nieuwe bestelling',
  description: 'Jan Peeters haalt vrijdag om 14:00 af.',
  tone: 'info',
};

const meta = {
  title: 'Design system/Toast',
  component: ToastTriggers,
  subcomponents: { ToastProvider },
  parameters: {
    docs: usage({
      use: "A short message about what just happened that goes away by itself, e.g. 'Opgeslagen'; wrap the app once in ToastProvider and call useToast() to show one.",
      avoid: 'For an error the user must act on, or anything that must stay, use Alert.',
      texts: ['Melding', 'Meldingen ({hotkey})', 'Sluiten'],
    }),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { toasts: [savedToast, errorToast, infoToast] },
} satisfies Meta<typeof ToastTriggers>;

export default meta;
type Story = StoryObj<typeof meta>;

const showFirstToast: Story['play'] = async ({ canvas, userEvent, args }) => {
  await userEvent.click(canvas.getByRole('button', { name: args.toasts[0]?.title }));
};

export const Default: Story = { play: showFirstToast };

export const Error: Story = { args: { toasts: [errorToast] }, play: showFirstToast };

export const Dark: Story = { ...darkTheme, play: showFirstToast };
