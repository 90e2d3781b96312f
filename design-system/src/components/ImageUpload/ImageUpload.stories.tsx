import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { ImageUpload } from './ImageUpload';

/** A small inline picture, so the stories need no network. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#fbe9d0"/><ellipse cx="80" cy="78" rx="58" ry="16" fill="#fff"/><path d="M34 66 Q80 36 126 66 Z" fill="#d99a4e"/><rect x="38" y="64" width="84" height="6" rx="3" fill="#5fa142"/></svg>',
  );

const meta = {
  title: 'Design system/ImageUpload',
  component: ImageUpload,
  parameters: {
    docs: usage({
      use: 'A photo in a form: choose it by button or by dropping it, see it, replace or remove it.',
      avoid: 'For other files than images.',
      texts: [
        'Sleep een afbeelding hierheen of kies er een.',
        'Kies een afbeelding',
        'Andere afbeelding kiezen',
        'Afbeelding verwijderen',
        'Afbeelding voorbereiden…',
        'Voorbeeld van de afbeelding',
      ],
    }),
  },
  args: {
    label: 'Afbeelding',
    previewUrl: photo,
    onSelect: fn(),
    onRemove: fn(),
    hint: 'JPEG, PNG, WebP of GIF. We verkleinen grote foto’s automatisch.',
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { previewUrl: null } };

export const Loading: Story = { args: { busy: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = {
  args: { previewUrl: null, error: 'De afbeelding kon niet worden geladen. Kies een ander bestand.' },
};

export const Dark: Story = { ...darkTheme };
