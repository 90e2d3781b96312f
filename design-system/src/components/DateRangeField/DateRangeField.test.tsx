import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeField } from './DateRangeField';

describe('DateRangeField', () => {
  it('groups a begin and an end date under its legend', () => {
    render(
      <DateRangeField
        legend="Periode"
        value={{ start: '2025-07-14', end: '2025-07-27' }}
        onChange={vi.fn()}
      />,
    );

    const group = screen.getByRole('group', { name: 'Periode' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Begindatum 14/07/2025' }));
    expect(group).toContainElement(screen.getByRole('button', { name: 'Einddatum 27/07/2025' }));
  });

  it('lets the end be chosen from the day after the start only', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <DateRangeField
        legend="Periode"
        value={{ start: '2025-07-14', end: '' }}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: /Einddatum/ }));
    expect(screen.getByRole('button', { name: 'maandag 14 juli 2025' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'dinsdag 15 juli 2025' }));

    expect(onChange).toHaveBeenCalledWith({ start: '2025-07-14', end: '2025-07-15' });
    expect(onBlur).toHaveBeenCalledWith('end');
  });

  it('shows each field its own error', () => {
    render(
      <DateRangeField
        legend="Periode"
        value={{ start: '', end: '' }}
        onChange={vi.fn()}
        errors={{ start: 'Begindatum is verplicht.', end: 'Einddatum is verplicht.' }}
      />,
    );

    expect(screen.getByRole('button', { name: /Begindatum/ })).toHaveAccessibleDescription(
      'Begindatum is verplicht.',
    );
    expect(screen.getByRole('button', { name: /Einddatum/ })).toHaveAccessibleDescription(
      'Einddatum is verplicht.',
    );
  });
});
