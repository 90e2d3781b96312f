import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PICKUP_TODAY, pickupDayStatus } from '../../storybook/pickup-week';
import { SlotCalendar } from './SlotCalendar';

function renderCalendar(props: Partial<Parameters<typeof SlotCalendar>[0]> = {}) {
  const onSelect = vi.fn();
  render(<SlotCalendar today={PICKUP_TODAY} dayStatus={pickupDayStatus} onSelect={onSelect} {...props} />);
  return { onSelect };
}

describe('SlotCalendar', () => {
  it("opens on the shop's month under its label", () => {
    renderCalendar();

    expect(screen.getByRole('group', { name: 'Kies een ophaaldag' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'juni 2025' })).toBeInTheDocument();
  });

  it('opens on the month of the first day one can pick up, when this month has none left', () => {
    renderCalendar({
      today: '2025-06-30',
      dayStatus: (date) => (date < '2025-07-02' ? 'leadTime' : 'available'),
    });

    expect(screen.getByRole('grid', { name: 'juli 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'woensdag 2 juli 2025' })).toBeEnabled();
  });

  it('disables closed, vacation, past and too-late days and says why', () => {
    renderCalendar();

    expect(screen.getByRole('button', { name: 'maandag 23 juni 2025, gesloten' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'vrijdag 27 juni 2025, vakantie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'dinsdag 17 juni 2025' })).toBeDisabled();
    expect(
      screen.getByRole('button', {
        name: 'Vandaag, woensdag 18 juni 2025, niet meer te bestellen voor vandaag',
      }),
    ).toBeDisabled();
    expect(screen.getByText('Vandaag niet meer te bestellen')).toBeInTheDocument();
  });

  it("disables full days, says 'volzet' and explains it in the legend", () => {
    renderCalendar({
      dayStatus: (date) => (date === '2025-06-20' ? 'full' : pickupDayStatus(date)),
    });

    expect(screen.getByRole('button', { name: 'vrijdag 20 juni 2025, volzet' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Legende' })).toHaveTextContent('Volzet');
  });

  it('leaves full days out of the legend when there are none', () => {
    renderCalendar();

    expect(screen.getByRole('list', { name: 'Legende' })).not.toHaveTextContent('Volzet');
  });

  it('reports a chosen available day as YYYY-MM-DD', async () => {
    const { onSelect } = renderCalendar();

    await userEvent.click(screen.getByRole('button', { name: 'donderdag 19 juni 2025' }));

    expect(onSelect).toHaveBeenCalledWith('2025-06-19');
  });

  it('marks the selected day and cannot go back before the current month', () => {
    renderCalendar({ selected: '2025-06-20' });

    expect(screen.getByRole('button', { name: 'vrijdag 20 juni 2025, geselecteerd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ga naar vorige maand' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('announces its error', () => {
    renderCalendar({ error: 'Kies een dag' });

    expect(screen.getByRole('alert')).toHaveTextContent('Kies een dag');
    expect(screen.getByRole('group', { name: 'Kies een ophaaldag' })).toHaveAccessibleDescription(
      'Kies een dag',
    );
  });

  it('shows that it is loading instead of guessing days', () => {
    renderCalendar({ loading: true });

    expect(screen.getByRole('status')).toHaveTextContent('Ophaaldagen laden…');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('writes months, weekdays and dates in its locale through Intl, and its words as given', () => {
    renderCalendar({
      locale: 'en-BE',
      selected: '2025-06-20',
      texts: { today: 'Today', selected: 'selected', closedReason: 'closed', nextMonth: 'Next month' },
    });

    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument();
    expect(screen.getByText('Mon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday, 23 June 2025, closed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Friday, 20 June 2025, selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    // A word the page does not give stays Dutch.
    expect(screen.getByRole('list', { name: 'Legende' })).toHaveTextContent('Ophalen mogelijk');
  });
});
