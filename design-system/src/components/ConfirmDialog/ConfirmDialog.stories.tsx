import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: usage({
      use: 'Asks to confirm an action that cannot be undone or has consequences, e.g. deleting a product; the confirm button spins while the action runs.',
      avoid:
        'For a form or longer content, use Modal; for an action that can be undone, just do it and offer undo in a toast.',
      texts: ['Annuleren'],
      framed: true,
    }),
  },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Menu verwijderen',
    message: 'Weet je zeker dat je het menu Lunchmenu wilt verwijderen?',
    confirmLabel: 'Verwijderen',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: 'Bestelling afronden',
    message: 'Markeer deze bestelling als opgehaald?',
    confirmLabel: 'Markeer als opgehaald',
  },
};

export const Loading: Story = { args: { busy: true } };

export const Dark: Story = { ...darkTheme };
