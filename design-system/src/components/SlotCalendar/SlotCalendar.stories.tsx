import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { PICKUP_TODAY, pickupDayStatus, pickupSlotsFor } from '../../storybook/pickup-week';
import { Stack } from '../../storybook/StoryLayout';
import { TimeSlotPicker, type TimeSlotOption } from '../TimeSlotPicker/TimeSlotPicker';
import { usage } from '../../storybook/usage';
import { SlotCalendar, type SlotCalendarProps } from './SlotCalendar';

function Controlled(props: SlotCalendarProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <SlotCalendar
      {...props}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect(date);
      }}
    />
  );
}

/** The order form's pair: picking a day lists that day's time slots. */
function DayAndTime(props: SlotCalendarProps) {
  const [day, setDay] = useState<string | undefined>(props.selected);
  const [slot, setSlot] = useState<TimeSlotOption>();
  return (
    <Stack>
      <SlotCalendar
        {...props}
        selected={day}
        onSelect={(date) => {
          setDay(date);
          setSlot(undefined);
          props.onSelect(date);
        }}
      />
      {day && <TimeSlotPicker slots={pickupSlotsFor(day)} value={slot} onChange={setSlot} />}
    </Stack>
  );
}

const meta = {
  title: 'Design system/SlotCalendar',
  component: SlotCalendar,
  parameters: {
    docs: usage({
      use: "The customer's pickup-day calendar: only days with a pickup moment the shop can still prepare for can be chosen, the others say why not, with a legend.",
      avoid: 'For dates in the dashboard, use DatePicker or DateRangeField.',
      texts: [
        'Kies een ophaaldag',
        'Ophaaldagen laden…',
        'Legende',
        'Ophalen mogelijk',
        'Gesloten',
        'Vakantie',
        'Volzet',
        'Vandaag niet meer te bestellen',
        'Vandaag',
        'Ga naar vorige maand',
        'Ga naar volgende maand',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { today: PICKUP_TODAY, dayStatus: pickupDayStatus, onSelect: fn() },
  argTypes: { dayStatus: { control: false } },
} satisfies Meta<typeof SlotCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed on Mondays and Tuesdays, on vacation from 26 June, and today (Wednesday 18 June) cut off
 * by the lead time.
 */
export const Default: Story = {};

export const Selected: Story = { args: { selected: '2025-06-20' } };

/** Choosing Friday lists its pickup pieces, latest first as the spec prescribes. */
export const WithTimeSlots: Story = {
  render: (args) => <DayAndTime {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /vrijdag 20 juni 2025/ }));
  },
};

export const Error: Story = { args: { error: 'Kies een dag' } };

export const Loading: Story = { args: { loading: true } };

export const Dark: Story = { ...darkTheme, args: { selected: '2025-06-20' } };

/** Friday 20 and Saturday 21 June taken up to the shop's limit: shown as 'volzet', not selectable. */
export const WithFullDays: Story = {
  args: {
    dayStatus: (date: string) =>
      date === '2025-06-20' || date === '2025-06-21' ? 'full' : pickupDayStatus(date),
  },
};

export const WithFullDaysDark: Story = { ...darkTheme, args: WithFullDays.args };

/** At a month's end with no pickup day left in it: the calendar opens on the next month. */
export const MonthEnd: Story = {
  args: {
    today: '2025-06-30',
    dayStatus: (date) => (date < '2025-07-02' ? 'leadTime' : pickupDayStatus(date)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'juli 2025' })).toBeVisible();
  },
};

/**
 * In French: the months, weekdays and dates from Intl in fr-BE, the calendar's own words given by
 * the shop's page.
 */
export const French: Story = {
  args: {
    locale: 'fr-BE',
    texts: {
      loading: 'Chargement des jours de retrait…',
      legend: 'Légende',
      available: 'Retrait possible',
      closed: 'Fermé',
      vacation: 'Congé',
      full: 'Complet',
      leadTimeToday: 'Plus de commande possible aujourd’hui',
      today: 'Aujourd’hui',
      selected: 'sélectionné',
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      monthNavigation: 'Navigation entre les mois',
      closedReason: 'fermé',
      vacationReason: 'congé',
      leadTimeReason: 'plus de commande possible pour aujourd’hui',
      fullReason: 'complet',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'juin 2025' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'lundi 23 juin 2025, fermé' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Navigation entre les mois' })).toBeVisible();
    await expect(canvas.getByText('Plus de commande possible aujourd’hui')).toBeVisible();
  },
};
