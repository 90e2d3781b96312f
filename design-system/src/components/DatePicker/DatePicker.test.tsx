import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows the chosen day as dd/mm/yyyy under its label', () => {
    render(<DatePicker label="Begindatum" value="2025-07-04" onChange={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Begindatum 04/07/2025' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Begindatum/)).toHaveTextContent('04/07/2025');
  });

  it('opens a Dutch calendar whose weeks start on Monday', async () => {
    render(<DatePicker label="Begindatum" value="2025-07-04" onChange={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: /Begindatum/ }));

    expect(screen.getByRole('dialog', { name: 'Begindatum kiezen' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'juli 2025' })).toBeInTheDocument();
    // The weekday headers are hidden from assistive technology; every day button names its weekday.
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'maandag');
    expect(screen.getByRole('button', { name: /vrijdag 4 juli 2025/ })).toHaveFocus();
  });

  it('reports the chosen day as YYYY-MM-DD, closes, and counts as touched', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<DatePicker label="Einddatum" value="2025-07-04" onChange={onChange} onBlur={onBlur} />);

    await userEvent.click(screen.getByRole('button', { name: /Einddatum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'dinsdag 15 juli 2025' }));

    expect(onChange).toHaveBeenCalledWith('2025-07-15');
    expect(onBlur).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Einddatum/ })).toHaveFocus();
  });

  it('can be used with the keyboard alone', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Begindatum" value="2025-07-04" onChange={onChange} />);

    screen.getByRole('button', { name: /Begindatum/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('2025-07-11');
  });

  it('does not offer days before the minimum', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Begindatum" value="" min="2025-07-10" onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: /Begindatum/ }));

    expect(screen.getByRole('button', { name: 'woensdag 9 juli 2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'donderdag 10 juli 2025' })).toBeEnabled();
  });

  it('announces its error and marks itself invalid', () => {
    render(<DatePicker label="Begindatum" value="" onChange={vi.fn()} error="Begindatum is verplicht." />);

    const button = screen.getByRole('button', { name: /Begindatum/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Begindatum is verplicht.');
    expect(button).toHaveTextContent('dd/mm/jjjj');
  });
});
