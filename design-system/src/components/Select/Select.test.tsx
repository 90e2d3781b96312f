import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: '', label: 'Geen collectie' },
  { value: 'soepen', label: 'Soepen' },
];

describe('Select', () => {
  it('is a combobox named by its label, with the options in order', () => {
    render(<Select label="Collectie" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Collectie' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Geen collectie',
      'Soepen',
    ]);
    expect(select).toHaveValue('');
  });

  it('reports the chosen value and works with a ref from register()', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(<Select label="Collectie" options={options} onChange={onChange} ref={ref} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Soepen');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current).toHaveValue('soepen');
  });

  it('announces its error and marks itself invalid', () => {
    render(<Select label="Collectie" options={options} error="Kies een collectie" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Kies een collectie');
  });
});
