import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeSelect } from './TimeSelect';

const TIMES = ['13:45', '14:00', '14:15'];

describe('TimeSelect', () => {
  it('offers the given times under its label and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<TimeSelect label="Starttijd" value="14:00" times={TIMES} onChange={onChange} />);
    const select = screen.getByLabelText('Starttijd');

    expect(select).toHaveValue('14:00');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(TIMES);
    await userEvent.selectOptions(select, '14:15');

    expect(onChange).toHaveBeenCalledWith('14:15');
  });

  it('shows a placeholder while empty, which cannot be chosen again', () => {
    render(<TimeSelect label="Eindtijd" value="" times={TIMES} onChange={vi.fn()} />);

    const placeholder = screen.getByRole('option', { name: '--:--' });
    expect(placeholder).toBeDisabled();
    expect(screen.getByLabelText('Eindtijd')).toHaveValue('');
  });

  it('keeps a value that is not in the list visible', () => {
    render(<TimeSelect label="Starttijd" value="14:10" times={TIMES} onChange={vi.fn()} />);

    expect(screen.getByLabelText('Starttijd')).toHaveValue('14:10');
  });

  it('announces its error and marks itself invalid', () => {
    render(
      <TimeSelect
        label="Eindtijd"
        value="13:45"
        times={TIMES}
        onChange={vi.fn()}
        error="Eindtijd moet later zijn dan de starttijd."
      />,
    );

    const select = screen.getByLabelText('Eindtijd');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Eindtijd moet later zijn dan de starttijd.');
  });
});
