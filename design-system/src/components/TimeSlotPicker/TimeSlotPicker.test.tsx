import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeSlotPicker } from './TimeSlotPicker';

const SLOTS = [
  { start: '12:30', end: '13:30' },
  { start: '12:00', end: '12:30' },
];

describe('TimeSlotPicker', () => {
  it("lists the day's slots as 'start - end' radio buttons in the given order", () => {
    render(<TimeSlotPicker slots={SLOTS} onChange={vi.fn()} />);

    expect(screen.getByRole('group', { name: 'Selecteer een tijdslot' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '12:30 - 13:30',
      '12:00 - 12:30',
    ]);
  });

  it('reports the chosen slot, also with the keyboard', async () => {
    const onChange = vi.fn();
    render(<TimeSlotPicker slots={SLOTS} value={SLOTS[0]} onChange={onChange} />);

    expect(screen.getByRole('radio', { name: '12:30 - 13:30' })).toBeChecked();
    screen.getByRole('radio', { name: '12:30 - 13:30' }).focus();
    await userEvent.keyboard('{ArrowDown}');

    expect(onChange).toHaveBeenCalledWith({ start: '12:00', end: '12:30' });
  });

  it("shows full pieces with 'volzet' and does not let them be chosen", async () => {
    const onChange = vi.fn();
    render(<TimeSlotPicker slots={[{ ...SLOTS[0], full: true }, SLOTS[1]]} onChange={onChange} />);

    const full = screen.getByRole('radio', { name: '12:30 - 13:30 volzet' });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '12:00 - 12:30' }));
    expect(onChange).toHaveBeenCalledWith({ start: '12:00', end: '12:30' });
  });

  it('says so when the day has no slots left', () => {
    render(<TimeSlotPicker slots={[]} onChange={vi.fn()} />);

    expect(
      screen.getByText('Er zijn geen tijdslots meer op deze dag. Kies een andere dag.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('announces its error', () => {
    render(<TimeSlotPicker slots={SLOTS} onChange={vi.fn()} error="Selecteer een geldig tijdslot" />);

    expect(screen.getByRole('alert')).toHaveTextContent('Selecteer een geldig tijdslot');
    expect(screen.getByRole('group', { name: 'Selecteer een tijdslot' })).toHaveAccessibleDescription(
      'Selecteer een geldig tijdslot',
    );
  });
});
