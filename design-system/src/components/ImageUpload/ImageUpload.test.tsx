import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';

const file = () => new File(['foto'], 'croque.jpg', { type: 'image/jpeg' });

describe('ImageUpload', () => {
  it('hands over a chosen file, through the field its label names', async () => {
    const onSelect = vi.fn();
    render(<ImageUpload label="Afbeelding" previewUrl={null} onSelect={onSelect} />);
    const chosen = file();
    await userEvent.upload(screen.getByLabelText('Afbeelding'), chosen);
    expect(onSelect).toHaveBeenCalledWith(chosen);
    expect(screen.getByRole('button', { name: 'Kies een afbeelding' })).toBeInTheDocument();
  });

  it('hands over a dropped file', () => {
    const onSelect = vi.fn();
    render(<ImageUpload label="Afbeelding" previewUrl={null} onSelect={onSelect} />);
    const dropped = file();
    fireEvent.drop(screen.getByText('Sleep een afbeelding hierheen of kies er een.'), {
      dataTransfer: { files: [dropped] },
    });
    expect(onSelect).toHaveBeenCalledWith(dropped);
  });

  it('shows the current image with replace and remove', async () => {
    const onRemove = vi.fn();
    render(
      <ImageUpload
        label="Afbeelding"
        previewUrl="/api/images/products/1?v=1"
        onSelect={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toHaveAttribute(
      'src',
      '/api/images/products/1?v=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afbeelding verwijderen' }));
    expect(onRemove).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Andere afbeelding kiezen' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('takes nothing while busy', () => {
    render(<ImageUpload label="Afbeelding" previewUrl={null} onSelect={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Kies een afbeelding' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Afbeelding voorbereiden…');
  });
});
