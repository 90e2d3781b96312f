import type { TimeSlot } from '@bestelklaar/domain';
import styles from './WeekSchedule.module.css';

/** One day's slots as 'Ophaalmoment n' (or 'Tijdsblok n') with 'start - end'. */
export function DaySlots({
  slots,
  slotLabel,
  emptyText,
}: {
  slots: readonly TimeSlot[] | undefined;
  slotLabel(position: number): string;
  emptyText: string;
}) {
  if (!slots) return <p className={styles.muted}>Geen pickup slot data ontvangen.</p>;
  if (slots.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <dl className={styles.slots}>
      {slots.map((slot, index) => (
        <div key={`${slot.start}-${slot.end}`} className={styles.slot}>
          <dt>{slotLabel(index + 1)}</dt>
          <dd>
            {slot.start} - {slot.end}
          </dd>
        </div>
      ))}
    </dl>
  );
}
