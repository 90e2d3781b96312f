import { DateRangeField, TextField, type DateRange } from '@bestelklaar/design-system';
import { useEffect, useState } from 'react';
import styles from './OrdersPage.module.css';

/** How long typing rests before the lists are asked again. */
export const SEARCH_PAUSE_MS = 300;

/** `value`, once it has not changed for `pauseMs`. */
export function useSettledValue<T>(value: T, pauseMs = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), pauseMs);
    return () => window.clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}

/**
 * 'Zoeken': a name, an order number or a phone; the server does the looking. What it looks in
 * stands in the empty field (a search box's usual hint), and its label is read out but not shown:
 * a line of its own would push the orders down.
 */
export function OrderSearchField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <TextField
      className={styles.search}
      type="search"
      label="Zoeken"
      hideLabel
      placeholder="Naam, bestelnummer of telefoon"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Verleden's range of pickup days. */
export function PickupRangeField({
  value,
  onChange,
}: {
  value: DateRange;
  onChange(value: DateRange): void;
}) {
  return <DateRangeField className={styles.range} legend="Ophaaldagen" value={value} onChange={onChange} />;
}
