import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconPicker } from './IconPicker';

const icons = [
  { value: 'Utensils', label: 'Algemeen' },
  { value: 'Soup', label: 'Soepen' },
  { value: 'boxIcon', label: 'Boxen' },
];

describe('IconPicker', () => {
  it('offers every icon by its Dutch label in a named group', () => {
    render(<IconPicker label="Icoon" options={icons} value="Soup" onValueChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Icoon' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Algemeen',
      'Soepen',
      'Boxen',
    ]);
    expect(screen.getByRole('radio', { name: 'Soepen' })).toBeChecked();
  });

  it('chooses by click, and by arrow keys from the chosen icon', async () => {
    const onValueChange = vi.fn();
    render(<IconPicker label="Icoon" options={icons} value="Soup" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Boxen' }));
    expect(onValueChange).toHaveBeenLastCalledWith('boxIcon');
    screen.getByRole('radio', { name: 'Soepen' }).focus();
    await userEvent.keyboard('{ArrowLeft>}');
    await userEvent.keyboard('{/ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('Utensils');
  });

  it('announces that an icon is still missing', () => {
    render(
      <IconPicker
        label="Icoon"
        options={icons}
        value={null}
        onValueChange={vi.fn()}
        error="Selecteer een icoon voor de collectie"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Selecteer een icoon voor de collectie');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Selecteer een icoon voor de collectie',
    );
  });
});
