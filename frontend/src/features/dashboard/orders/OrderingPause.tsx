import { Alert, Button } from '@bestelklaar/design-system';
import { fromMinutes, PAUSE_MINUTES, zonedNow, type PauseMinutes } from '@bestelklaar/domain';
import { messageOf } from '../../../api/api-error';
import { useShopTimeZone } from '../shared/dashboard-api';
import { useChangeOrderingStatus, useOrderingStatus } from './ordering-status-api';
import styles from './ServiceControls.module.css';

/** The shop's clock time of an instant, 'HH:MM'. */
const clockTime = (iso: string, timeZone: string) => fromMinutes(zonedNow(new Date(iso), timeZone).minutes);

/**
 * 'Bestellingen pauzeren' (15, 30, 60 minutes or the rest of the day) and 'Drukte' (+15, +30, +60
 * minutes on today's lead time): one tap each, both end by themselves, and either can be lifted.
 */
export function OrderingPause() {
  const status = useOrderingStatus();
  const change = useChangeOrderingStatus();
  const timeZone = useShopTimeZone();
  if (status.isError) return <Alert tone="error">{messageOf(status.error, 'Er is iets misgegaan.')}</Alert>;
  if (!status.data) return null;
  const { orderingPausedUntil, busyMinutes } = status.data;
  const busy = change.isPending;

  return (
    <div className={styles.service}>
      {change.isError && (
        <Alert tone="error" className={styles.wide}>
          {messageOf(change.error, 'Er is iets misgegaan.')}
        </Alert>
      )}
      <section className={styles.control} aria-labelledby="bestellingen-pauzeren">
        <h2 id="bestellingen-pauzeren" className={styles.controlTitle}>
          Bestellingen pauzeren
        </h2>
        {orderingPausedUntil ? (
          <div className={styles.state} role="status">
            <p>
              Gepauzeerd tot {clockTime(orderingPausedUntil, timeZone)}: je webshop neemt geen bestellingen
              aan.
            </p>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => change.mutate({ what: 'lift', which: 'pause' })}
            >
              Pauze opheffen
            </Button>
          </div>
        ) : (
          <div className={styles.choices}>
            {PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Bestellingen pauzeren: ${minutes} min`}
                onClick={() => change.mutate({ what: 'pause', input: { minutes } })}
              >
                {minutes} min
              </Button>
            ))}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label="Bestellingen pauzeren: rest van de dag"
              onClick={() => change.mutate({ what: 'pause', input: { restOfDay: true } })}
            >
              Rest van de dag
            </Button>
          </div>
        )}
      </section>
      <section className={styles.control} aria-labelledby="drukte">
        <h2 id="drukte" className={styles.controlTitle}>
          Drukte
        </h2>
        {busyMinutes > 0 ? (
          <div className={styles.state} role="status">
            <p>Vandaag +{busyMinutes} min op de voorbereidingstijd.</p>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => change.mutate({ what: 'lift', which: 'busy' })}
            >
              Drukte opheffen
            </Button>
          </div>
        ) : (
          <div className={styles.choices}>
            {PAUSE_MINUTES.map((minutes: PauseMinutes) => (
              <Button
                key={minutes}
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Drukte: +${minutes} min`}
                onClick={() => change.mutate({ what: 'busy', minutes })}
              >
                +{minutes} min
              </Button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
