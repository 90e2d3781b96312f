import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Stack } from '../../storybook/StoryLayout';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { usage } from '../../storybook/usage';
import { FormDialogFooter } from './FormDialogFooter';
import { Modal, type ModalProps } from './Modal';

/** Holds the open state so the dialog can be closed and reopened while reviewing it. */
function ModalPreview(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const changeOpen = (nextOpen: boolean) => {
    setOpen(nextOpen);
    props.onOpenChange(nextOpen);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => changeOpen(true)}>
        Open venster
      </Button>
      <Modal {...props} open={open} onOpenChange={changeOpen} />
    </>
  );
}

const productForm = (
  <Stack>
    <TextField label="Naam" name="name" defaultValue="Croque monsieur" required />
    <TextField label="Prijs (€)" name="price" inputMode="decimal" defaultValue="8,50" />
    <TextField label="Omschrijving" name="description" multiline />
  </Stack>
);

const footer = <FormDialogFooter formId="product-form" onCancel={fn()} saving={false} />;

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  subcomponents: { FormDialogFooter },
  parameters: {
    docs: usage({
      use: "A dialog over the page for a task in its own frame, e.g. editing a product: a title, a description, a scrolling body and a footer that stays visible (FormDialogFooter for a form's Annuleren and Opslaan).",
      avoid:
        'For a yes/no confirmation, use ConfirmDialog; for a panel kept beside the page such as the cart, use Sheet; for a message, use Alert or a toast.',
      texts: ['Sluiten', 'Annuleren', 'Opslaan'],
      framed: true,
    }),
  },
  render: (args) => <ModalPreview {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Product bewerken',
    description: 'Wijzigingen zijn meteen zichtbaar in je winkel.',
    children: productForm,
    footer,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { open: false } };

export const Small: Story = {
  args: { size: 'sm', title: 'Ophaalmoment', description: undefined, children: <p>Vrijdag 14:00 - 14:30</p> },
};

export const Loading: Story = {
  args: { children: <Spinner label="Product laden…" />, footer: undefined },
};

export const Error: Story = {
  args: {
    children: (
      <Stack>
        <Alert tone="error" title="Opslaan mislukt">
          Er ging iets mis. Probeer het opnieuw.
        </Alert>
        {productForm}
      </Stack>
    ),
  },
};

export const Saving: Story = {
  args: { footer: <FormDialogFooter formId="product-form" onCancel={fn()} saving /> },
};

export const SaveDisabled: Story = {
  args: { footer: <FormDialogFooter formId="product-form" onCancel={fn()} saving={false} saveDisabled /> },
};

export const Dark: Story = { ...darkTheme };
