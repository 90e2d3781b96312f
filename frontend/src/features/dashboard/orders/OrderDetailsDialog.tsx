import { Alert, Badge, Button, Modal } from '@bestelklaar/design-system';
import type { AdminOrderView, Language, MailFailureView, UndoMove } from '@bestelklaar/domain';
import { useCallback, useState } from 'react';
import { Printer } from 'lucide-react';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatPickupDay, formatReceived, formatSlot, statusOf } from '../shared/order-format';
import { isUnseen } from './new-orders';
import { useAcknowledge, useMailFailures, useMarkPickedUp, useMarkReady, useResendMail } from './orders-api';
import { SeenState } from './SeenState';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { AfterSaleActions } from './AfterSaleActions';
import { CustomerNotified, useSentCustomerMails } from './CustomerNotified';
import { PrintAgain } from './PrintAgain';
import { RefundList } from './RefundList';
import { UndoLastMove } from './UndoLastMove';
import styles from './OrderDetailsDialog.module.css';

const MAIL_KINDS: Record<MailFailureView['kind'], string> = {
  'order-confirmation': 'Bevestiging aan de klant',
  'order-ready': "'Klaar voor afhaling' aan de klant",
  'order-cancelled': "'Geannuleerd' aan de klant",
  'order-refunded': "'Gedeeltelijk terugbetaald' aan de klant",
  'new-order': 'Kopie voor de zaak',
  'customer-cancelled': "'Geannuleerd door de klant' aan de zaak",
  'order-not-seen': "'Nog niet gezien' aan de zaak",
  'password-reset': 'Wachtwoord vergeten',
  'team-invitation': 'Uitnodiging voor het team',
  'webhook-disabled': 'Webhook uitgeschakeld',
};

/** The customer's language in the dashboard's Dutch. */
const LANGUAGES_IN_DUTCH: Record<Language, string> = { nl: 'Nederlands', fr: 'Frans', en: 'Engels' };

export interface OrderDetailsDialogProps {
  order: AdminOrderView | null;
  onClose(): void;
  /** The order as the server answered a change (ready, picked up). */
  onChanged(order: AdminOrderView): void;
  onPrint(order: AdminOrderView): void;
}

export function OrderDetailsDialog({ order, onClose, onChanged, onPrint }: OrderDetailsDialogProps) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Bestelling #${order.number}` : 'Bestelling'}
      size="lg"
    >
      {order && <OrderDetails order={order} onChanged={onChanged} onPrint={onPrint} />}
    </Modal>
  );
}

function OrderDetails({
  order,
  onChanged,
  onPrint,
}: {
  order: AdminOrderView;
  onChanged(order: AdminOrderView): void;
  onPrint(order: AdminOrderView): void;
}) {
  const markPickedUp = useMarkPickedUp();
  const markReady = useMarkReady();
  const acknowledge = useAcknowledge();
  const status = statusOf(order);
  const received = formatReceived(order.createdAt, useShopTimeZone());
  const { name, phone, email } = order.customerDetails;

  const sentMails = useSentCustomerMails(order);
  const [lastMove, setLastMove] = useState<UndoMove['undo'] | null>(null);
  const forgetLastMove = useCallback(() => setLastMove(null), []);

  const seen = () => acknowledge.mutate(order._id, { onSuccess: onChanged });
  const pickUp = () =>
    markPickedUp.mutate(order._id, {
      onSuccess: () => {
        onChanged({ ...order, status: 'picked_up', markedAsPickedUp: true });
        setLastMove('pickedUp');
      },
    });
  const ready = () =>
    markReady.mutate(order._id, {
      onSuccess: () => {
        onChanged({ ...order, status: 'ready' });
        setLastMove('ready');
      },
    });

  return (
    <div className={styles.details}>
      <p className={styles.status}>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className={styles.muted}>
          Binnengekomen om {received.time} op {received.date}
        </span>
        <SeenState order={order} className={styles.muted} />
      </p>
      <CustomerNotified mails={sentMails} />
      <MailFailures orderId={order._id} />
      <dl className={styles.facts}>
        <div>
          <dt>Klant</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Telefoon</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>Afhalen</dt>
          <dd>
            {formatPickupDay(order.date)}, {formatSlot(order.timeSlot)}
          </dd>
        </div>
        {/* Said only when it is not Dutch: then the customer's mails are not in the owner's language. */}
        {order.language !== 'nl' && (
          <div>
            <dt>Taal</dt>
            <dd>{LANGUAGES_IN_DUTCH[order.language]}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="bestelde-producten">
        <h3 id="bestelde-producten" className={styles.heading}>
          Producten
        </h3>
        <OrderLines
          order={order}
          styles={{
            lines: styles.lines,
            line: styles.line,
            lineHead: styles.lineHead,
            quantity: styles.quantity,
            detail: styles.option,
            allergens: styles.allergens,
            totalsLine: styles.subtotal,
            note: styles.note,
            total: styles.total,
          }}
        />
      </section>
      <RefundList order={order} />
      <OrderHistory orderId={order._id} />
      {markPickedUp.isError && (
        <Alert tone="error">{messageOf(markPickedUp.error, ORDER_FALLBACKS.markPickedUp)}</Alert>
      )}
      {acknowledge.isError && (
        <Alert tone="error">{messageOf(acknowledge.error, ORDER_FALLBACKS.acknowledge)}</Alert>
      )}
      {markReady.isError && (
        <Alert tone="error">{messageOf(markReady.error, ORDER_FALLBACKS.markReady)}</Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onPrint(order)}>
          <Printer aria-hidden size={18} />
          Afdrukken
        </Button>
        {isUnseen(order) && (
          <Button onClick={seen} loading={acknowledge.isPending}>
            Gezien
          </Button>
        )}
        <PrintAgain order={order} />
        {order.status === 'paid' && (
          <Button variant="secondary" onClick={ready} loading={markReady.isPending}>
            Klaar voor afhaling
          </Button>
        )}
        {!order.markedAsPickedUp && order.status !== 'cancelled' && (
          <Button onClick={pickUp} loading={markPickedUp.isPending}>
            Markeer als opgehaald
          </Button>
        )}
      </div>
      {lastMove && (
        <UndoLastMove
          key={lastMove}
          order={order}
          move={lastMove}
          customerNotified={lastMove === 'ready' && sentMails.some((mail) => mail.kind === 'order-ready')}
          onChanged={onChanged}
          onGone={forgetLastMove}
        />
      )}
      <AfterSaleActions order={order} onChanged={onChanged} />
    </div>
  );
}

/** 'E-mail niet verzonden': a mail of this order that finally failed, with 'Opnieuw versturen'. */
function MailFailures({ orderId }: { orderId: string }) {
  const failures = useMailFailures();
  const resend = useResendMail();
  const ofOrder = failures.data?.filter((failure) => failure.orderId === orderId) ?? [];
  if (ofOrder.length === 0) return null;
  return (
    <Alert tone="error">
      <strong>E-mail niet verzonden</strong>
      <ul className={styles.failures}>
        {ofOrder.map((failure) => (
          <li key={failure.mailId} className={styles.failure}>
            <span>
              {MAIL_KINDS[failure.kind]} ({failure.recipient})
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => resend.mutate(failure.mailId)}
              loading={resend.isPending && resend.variables === failure.mailId}
            >
              Opnieuw versturen
            </Button>
          </li>
        ))}
      </ul>
      {resend.isError && <p>{messageOf(resend.error, ORDER_FALLBACKS.resend)}</p>}
    </Alert>
  );
}
