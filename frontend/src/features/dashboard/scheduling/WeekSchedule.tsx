import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { Alert, Button, Card, IconButton, Spinner } from '@bestelklaar/design-system';
import { WEEKDAYS_FROM_MONDAY, weekdayLabel, type Weekday } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { DayEditDialog } from './DayEditDialog';
import { DaySlots } from './DaySlots';
import type { ScheduleKind } from '../shared/schedule-kinds';
import { useWeek } from '../shared/week-queries';
import styles from './WeekSchedule.module.css';

/** The seven weekdays of pickup moments or opening hours, each with its own edit dialog. */
export function WeekSchedule({ kind }: { kind: ScheduleKind }) {
  const week = useWeek(kind);
  // The day stays set while the dialog closes, so its title and form do not vanish mid-animation;
  // the key gives every opening a fresh form.
  const [editor, setEditor] = useState<{ day: Weekday; open: boolean; key: number } | null>(null);

  if (week.isPending) return <Spinner label="Gegevens laden…" />;
  if (week.isError) {
    return (
      <Alert tone="error">
        <p className={styles.errorText}>{messageOf(week.error, kind.loadFallback)}</p>
        <Button variant="secondary" size="sm" onClick={() => void week.refetch()}>
          Opnieuw proberen
        </Button>
      </Alert>
    );
  }

  return (
    <>
      <ul className={styles.week}>
        {WEEKDAYS_FROM_MONDAY.map((day) => {
          const label = weekdayLabel(day);
          return (
            <li key={day}>
              <Card
                as="article"
                headingLevel={2}
                title={label}
                className={styles.day}
                actions={
                  <IconButton
                    label={`${label} bewerken`}
                    icon={<Pencil />}
                    onClick={() =>
                      setEditor((current) => ({ day, open: true, key: (current?.key ?? 0) + 1 }))
                    }
                  />
                }
              >
                <DaySlots slots={week.data[day]} slotLabel={kind.slotLabel} emptyText={kind.emptyDay} />
              </Card>
            </li>
          );
        })}
      </ul>
      {editor && (
        <DayEditDialog
          key={editor.key}
          kind={kind}
          day={editor.day}
          initialSlots={week.data[editor.day] ?? []}
          open={editor.open}
          onOpenChange={(open) => setEditor((current) => current && { ...current, open })}
        />
      )}
    </>
  );
}
