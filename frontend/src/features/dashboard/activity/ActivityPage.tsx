import { useMemo, useState } from 'react';
import { History } from 'lucide-react';
import { Button, DatePicker, EmptyState, Select, VisuallyHidden } from '@bestelklaar/design-system';
import type { ActivityEntryView } from '@bestelklaar/domain';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatPickupDay, formatReceived } from '../shared/order-format';
import { LoadState } from '../shared/LoadState';
import { PageHeader } from '../shared/PageHeader';
import { ACTIVITY_FALLBACK, useActivity, type ActivityFilter } from './activity-api';
import { activitySentence, describeChange, fieldLabel } from './activity-texts';
import styles from './ActivityPage.module.css';

/** The shop's day an entry was made on ('YYYY-MM-DD'), to group the list by day. */
function dayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}

function groupByDay(entries: ActivityEntryView[], timeZone: string) {
  const days: { day: string; entries: ActivityEntryView[] }[] = [];
  for (const entry of entries) {
    const day = dayOf(entry.at, timeZone);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** /dashboard/activiteit (owners and managers): who changed what, newest first. */
export function Component() {
  const timeZone = useShopTimeZone();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const activity = useActivity(filter);
  const entries = useMemo(() => activity.data?.pages.flatMap((page) => page.entries) ?? [], [activity.data]);
  const people = activity.data?.pages[0]?.people ?? [];
  const filtered = Boolean(filter.person || filter.from || filter.to);
  const reversed = Boolean(filter.from && filter.to && filter.to < filter.from);

  return (
    <>
      <PageHeader title="Activiteit" />
      <p className={styles.intro}>
        Wie wat veranderde aan de producten, menu’s, collecties, kortingen, ophaalmomenten, vakanties,
        instellingen en het team. Twee jaar bewaard.
      </p>
      <form
        className={styles.filters}
        aria-label="Filter de activiteit"
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label="Persoon"
          value={filter.person ?? ''}
          onChange={(event) =>
            setFilter((current) => ({ ...current, person: event.target.value || undefined }))
          }
          options={[
            { value: '', label: 'Iedereen' },
            ...people.map((person) => ({ value: person.userId, label: person.name })),
          ]}
        />
        <DatePicker
          label="Van"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(from) => setFilter((current) => ({ ...current, from: from || undefined }))}
        />
        <DatePicker
          label="Tot en met"
          value={filter.to ?? ''}
          min={filter.from}
          error={reversed ? 'De einddatum ligt voor de begindatum.' : undefined}
          onChange={(to) => setFilter((current) => ({ ...current, to: to || undefined }))}
        />
        {filtered && (
          <Button variant="ghost" className={styles.clear} onClick={() => setFilter({})}>
            Alles tonen
          </Button>
        )}
      </form>

      <LoadState query={activity} loading="Activiteit laden…" fallback={ACTIVITY_FALLBACK} />
      {activity.isSuccess && entries.length === 0 && (
        <EmptyState
          icon={<History />}
          title={filtered ? 'Niets gevonden' : 'Nog geen activiteit'}
          description={
            filtered
              ? 'Niemand veranderde iets in deze periode. Kies een andere persoon of periode.'
              : 'Zodra iemand van het team iets verandert, staat het hier: wie, wanneer en wat.'
          }
        />
      )}
      {entries.length > 0 && (
        <div className={styles.days} aria-busy={activity.isFetching}>
          {groupByDay(entries, timeZone).map(({ day, entries: ofDay }) => (
            <section key={day} className={styles.day} aria-labelledby={`activiteit-${day}`}>
              <h2 id={`activiteit-${day}`} className={styles.dayHeading}>
                {formatPickupDay(day)}
              </h2>
              <ol className={styles.list}>
                {ofDay.map((entry) => (
                  <ActivityItem key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      {activity.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Meer laden
        </Button>
      )}
    </>
  );
}

function ActivityItem({ entry, timeZone }: { entry: ActivityEntryView; timeZone: string }) {
  const { time } = formatReceived(entry.at, timeZone);
  // A creation lists what it was made with; a deletion only says so (its fields were its last state).
  const shown = entry.change === 'deleted' ? [] : entry.changes;
  return (
    <li className={styles.entry}>
      <p className={styles.line}>
        <time dateTime={entry.at} className={styles.time}>
          {time}
        </time>{' '}
        <span className={styles.person}>{entry.by.name}</span> {activitySentence(entry)}
      </p>
      {shown.length > 0 && (
        <dl className={styles.changes}>
          {shown.map((change) => {
            const { from, to } = describeChange(entry.subject, change, timeZone);
            return (
              <div key={change.field} className={styles.change}>
                <dt>{fieldLabel(entry.subject, change.field)}</dt>
                <dd>
                  {from !== undefined && (
                    <>
                      <del className={styles.from}>{from}</del>
                      <span aria-hidden> → </span>
                      <VisuallyHidden> wordt </VisuallyHidden>
                    </>
                  )}
                  <ins className={styles.to}>{to}</ins>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </li>
  );
}
