import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayScheduleEditor, type ScheduleSlot } from './DayScheduleEditor';

const TIMES = ['09:00', '09:15', '09:30', '09:45', '10:00', '14:00', '14:15'];
const label = (position: number) => `Ophaalmoment ${position}`;

function Harness({
  initial,
  onChange = vi.fn(),
}: {
  initial: ScheduleSlot[];
  onChange?: (slots: ScheduleSlot[]) => void;
}) {
  const [slots, setSlots] = useState(initial);
  return (
    <DayScheduleEditor
      slots={slots}
      times={TIMES}
      slotLabel={label}
      onChange={(next) => {
        setSlots(next);
        onChange(next);
      }}
      onAdd={() => setSlots([...slots, { start: '14:00', end: '14:15' }])}
    />
  );
}

describe('DayScheduleEditor', () => {
  it('names every slot and its two dropdowns', () => {
    render(
      <Harness
        initial={[
          { start: '09:00', end: '09:30' },
          { start: '10:00', end: '14:00' },
        ]}
      />,
    );

    const second = screen.getByRole('group', { name: 'Ophaalmoment 2' });
    expect(within(second).getByLabelText('Starttijd')).toHaveValue('10:00');
    expect(within(second).getByLabelText('Eindtijd')).toHaveValue('14:00');
  });

  it('reports a changed time with the whole list', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[{ start: '09:00', end: '09:30' }]} onChange={onChange} />);

    await userEvent.selectOptions(screen.getByLabelText('Eindtijd'), '09:45');

    expect(onChange).toHaveBeenLastCalledWith([{ start: '09:00', end: '09:45' }]);
  });

  it('adds a slot and moves focus to its start time', async () => {
    render(<Harness initial={[{ start: '09:00', end: '09:30' }]} />);

    await userEvent.click(screen.getByRole('button', { name: 'Tijdslot toevoegen' }));

    const added = screen.getByRole('group', { name: 'Ophaalmoment 2' });
    expect(within(added).getByLabelText('Starttijd')).toHaveFocus();
  });

  it('removes a slot, moving focus to the next one, and to the add button when none is left', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={[
          { start: '09:00', end: '09:30' },
          { start: '10:00', end: '14:00' },
        ]}
        onChange={onChange}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ophaalmoment 1 verwijderen' }));
    expect(onChange).toHaveBeenLastCalledWith([{ start: '10:00', end: '14:00' }]);
    expect(
      within(screen.getByRole('group', { name: 'Ophaalmoment 1' })).getByLabelText('Starttijd'),
    ).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Ophaalmoment 1 verwijderen' }));
    expect(screen.getByRole('button', { name: 'Tijdslot toevoegen' })).toHaveFocus();
    expect(screen.getByText('Geen tijdslots: deze dag is gesloten.')).toBeInTheDocument();
  });

  it("shows a slot's message beside it and marks its dropdowns invalid", () => {
    render(
      <DayScheduleEditor
        slots={[{ start: '09:30', end: '09:00' }]}
        times={TIMES}
        slotLabel={label}
        onChange={vi.fn()}
        onAdd={vi.fn()}
        errors={['Eindtijd moet later zijn dan de starttijd.']}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Eindtijd moet later zijn dan de starttijd.');
    expect(screen.getByLabelText('Eindtijd')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Starttijd')).toHaveAccessibleDescription(
      'Eindtijd moet later zijn dan de starttijd.',
    );
  });

  it('cannot add when the day is full', () => {
    render(
      <DayScheduleEditor
        slots={[]}
        times={TIMES}
        slotLabel={label}
        onChange={vi.fn()}
        onAdd={vi.fn()}
        canAdd={false}
      />,
    );

    expect(screen.getByRole('button', { name: 'Tijdslot toevoegen' })).toBeDisabled();
  });
});
