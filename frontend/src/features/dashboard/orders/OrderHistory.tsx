import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import { actorInWords, moveInWords } from './order-history-words';
import { useOrderDetail } from './orders-api';
import styles from './OrderDetailsDialog.module.css';

/**
 * 'Geschiedenis': every move and refund of the order, oldest first, by whom, when (in the shop's zone)
 * and why: 'Geannuleerd door Sofie, 21 nov. 12:04 — Uitverkocht na betaling'.
 */
export function OrderHistory({ orderId }: { orderId: string }) {
  const detail = useOrderDetail(orderId);
  const timeZone = useShopTimeZone();
  const history = detail.data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="geschiedenis">
      <h3 id="geschiedenis" className={styles.heading}>
        Geschiedenis
      </h3>
      <ol className={styles.history}>
        {history.map((line, index) => {
          const at = formatReceived(line.at, timeZone);
          const who = actorInWords(line);
          return (
            // The move is the line's own text, not an element of its own: 'Geannuleerd' alone stays the
            // dialog's status badge.
            <li key={`${line.at}-${index}`} className={styles.historyLine}>
              {moveInWords(line)}
              {who && ` door ${who}`}
              <span className={styles.muted}>
                ,{' '}
                <time dateTime={line.at}>
                  {at.date} {at.time}
                </time>
              </span>
              {line.reason && ` — ${line.reason}`}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
