import type { AdminOrderView, OrderMailView } from '@bestelklaar/domain';
import { useState } from 'react';
import { Mail } from 'lucide-react';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import { useCustomerMails } from './orders-api';
import styles from './OrderDetailsDialog.module.css';

/** How long after the order changed on this screen its mail is waited for before it is queued. */
const MAIL_WAIT_MS = 20_000;

const ABOUT: Record<OrderMailView['kind'], string> = {
  'order-ready': "'Klaar voor afhaling'",
  'order-cancelled': "'Geannuleerd'",
  'order-refunded': "'Gedeeltelijk terugbetaald'",
};

/**
 * The customer's mails of the order that went out. After a change (ready, cancelled, refunded) the
 * mail is queued by a job a moment later and sent after that: read again until none is on its way.
 */
export function useSentCustomerMails(order: AdminOrderView): OrderMailView[] {
  const change = `${order.status}:${order.refunds.length}`;
  const [seen, setSeen] = useState<{ change: string; at: number | null }>({ change, at: null });
  if (seen.change !== change) setSeen({ change, at: Date.now() });
  const changedAt = seen.at;
  const mails = useCustomerMails(
    order._id,
    (data) =>
      data.some((mail) => mail.status === 'queued') ||
      (changedAt !== null && Date.now() - changedAt < MAIL_WAIT_MS),
  );
  return mails.data?.filter((mail) => mail.status === 'sent') ?? [];
}

/** 'Klant verwittigd via e-mail', once per mail that went out, with what about and when. */
export function CustomerNotified({ mails }: { mails: OrderMailView[] }) {
  const timeZone = useShopTimeZone();
  if (mails.length === 0) return null;
  return (
    <ul className={styles.notified}>
      {mails.map((mail, index) => {
        const sent = mail.sentAt ? formatReceived(mail.sentAt, timeZone) : null;
        return (
          <li key={`${index}-${mail.kind}`}>
            <Mail aria-hidden size={16} />
            <span>
              Klant verwittigd via e-mail{' '}
              <span className={styles.muted}>
                ({ABOUT[mail.kind]}
                {sent && `, om ${sent.time} op ${sent.date}`})
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
