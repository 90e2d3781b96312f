import { useSearchParams } from 'react-router';
import { Tabs } from '@bestelklaar/design-system';
import { PageHeader } from '../shared/PageHeader';
import { OPENING_HOURS, PICKUP_MOMENTS } from '../shared/schedule-kinds';
import { VacationTab } from './VacationTab';
import { WeekSchedule } from './WeekSchedule';
import styles from './SchedulingPage.module.css';

const TABS = ['ophaalmomenten', 'vakantiemodus', 'openingsuren'] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/ophaalmomenten: pickup moments, vacation mode and opening hours; ?tab= keeps the open tab. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'ophaalmomenten';

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'ophaalmomenten') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Ophaalmomenten" />
      <Tabs
        label="Planning"
        value={tab}
        onValueChange={selectTab}
        tabs={[
          {
            value: 'ophaalmomenten',
            label: 'Ophaalmomenten',
            content: (
              <section className={styles.panel} aria-label="Ophaalmomenten per weekdag">
                <p className={styles.lead}>
                  Wanneer klanten hun bestelling kunnen ophalen. Klanten kiezen uit blokken van een halfuur.
                </p>
                <WeekSchedule kind={PICKUP_MOMENTS} />
              </section>
            ),
          },
          { value: 'vakantiemodus', label: 'Vakantiemodus', content: <VacationTab /> },
          {
            value: 'openingsuren',
            label: 'Openingsuren',
            content: (
              <section className={styles.panel} aria-label="Openingsuren per weekdag">
                <p className={styles.lead}>De openingsuren die klanten op je webshop zien.</p>
                <WeekSchedule kind={OPENING_HOURS} />
              </section>
            ),
          },
        ]}
      />
    </>
  );
}
