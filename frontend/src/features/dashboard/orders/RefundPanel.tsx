import {
  Alert,
  Button,
  ConfirmDialog,
  NumberField,
  SegmentedChoice,
  TextField,
} from '@bestelklaar/design-system';
import { formatEuros, type AdminOrderView } from '@bestelklaar/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { AFTER_SALE_FALLBACKS, refundableOf, useCancelOrder, useRefundOrder } from './after-sale-api';
import { checkCancel, checkRefund } from './refund-check';
import styles from './RefundPanel.module.css';

export type RefundMode = 'cancel' | 'partial';
type RefundBy = 'amount' | 'lines';

const BY_OPTIONS = [
  { value: 'amount', label: 'Bedrag' },
  { value: 'lines', label: 'Per product' },
] as const satisfies readonly { value: RefundBy; label: string }[];

export interface RefundPanelProps {
  order: AdminOrderView;
  mode: RefundMode;
  /** The order as the server answered the cancel or the refund. */
  onDone(order: AdminOrderView): void;
  onBack(): void;
}

/**
 * 'Annuleren en terugbetalen' or 'Gedeeltelijk terugbetalen': what goes back and why, with the
 * sentence the owner confirms ('De klant krijgt … terug'). The server checks it all again.
 */
export function RefundPanel({ order, mode, onDone, onBack }: RefundPanelProps) {
  const titleId = useId();
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const change = mode === 'cancel' ? cancel : refund;
  const refundable = refundableOf(order);

  const [by, setBy] = useState<RefundBy>('amount');
  const [amountText, setAmountText] = useState('');
  const [quantities, setQuantities] = useState<number[]>(() => order.lines.map(() => 0));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // A partial refund is a sum the owner typed: it goes out only once they confirmed that sum.
  const [confirming, setConfirming] = useState(false);
  // One key per confirmation: sending it again (a retry) cannot refund twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the panel is gone: the keyboard continues from the panel's title.
  useEffect(() => heading.current?.focus(), []);

  const cancelChecked = checkCancel(reason);
  const refundChecked = checkRefund(
    order,
    refundable,
    by === 'amount' ? { amount: amountText, reason } : { quantities, reason },
  );
  const errors =
    mode === 'cancel'
      ? cancelChecked.ok
        ? {}
        : cancelChecked.errors
      : refundChecked.ok
        ? {}
        : refundChecked.errors;
  const shown = (field: string) => (tried ? errors[field] : undefined);
  const amount = mode === 'cancel' ? refundable : refundChecked.amount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const done = { onSuccess: onDone };
    if (mode === 'cancel') {
      if (cancelChecked.ok) cancel.mutate({ orderId: order._id, body: cancelChecked.value }, done);
    } else if (refundChecked.ok) {
      setConfirming(true);
    }
  };

  const confirmRefund = () => {
    if (!refundChecked.ok) return;
    refund.mutate(
      { orderId: order._id, body: refundChecked.body, idempotencyKey },
      { onSuccess: onDone, onSettled: () => setConfirming(false) },
    );
  };

  const setQuantity = (line: number, text: string) => {
    const quantity = Number.parseInt(text, 10);
    const max = order.lines[line]?.quantity ?? 0;
    setQuantities((current) =>
      current.map((old, index) =>
        index === line ? (Number.isNaN(quantity) ? 0 : Math.min(Math.max(quantity, 0), max)) : old,
      ),
    );
  };

  const title = mode === 'cancel' ? 'Annuleren en terugbetalen' : 'Gedeeltelijk terugbetalen';
  return (
    <form className={styles.panel} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {mode === 'partial' && (
        <>
          <SegmentedChoice<RefundBy>
            label="Terugbetalen per"
            options={BY_OPTIONS}
            value={by}
            onValueChange={setBy}
          />
          {by === 'amount' ? (
            <NumberField
              label="Bedrag"
              prefix="€"
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              hint={`Hoogstens ${formatEuros(refundable)}`}
              error={shown('amount')}
            />
          ) : (
            <fieldset className={styles.lines}>
              <legend>Producten</legend>
              {order.lines.map((line, index) => (
                <NumberField
                  key={`${line.itemId}-${index}`}
                  label={`${line.name} (${formatEuros(line.unitPrice)} per stuk)`}
                  integer
                  suffix={`van ${line.quantity}`}
                  value={String(quantities[index] ?? 0)}
                  onChange={(event) => setQuantity(index, event.target.value)}
                />
              ))}
              {shown('lines') && (
                <p className={styles.error} role="alert">
                  {shown('lines')}
                </p>
              )}
            </fieldset>
          )}
        </>
      )}
      <TextField
        label="Reden"
        multiline
        rows={2}
        required
        hint="De klant krijgt deze reden in de e-mail."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={shown('reason')}
      />
      {amount !== undefined && (
        <p className={styles.confirmation} aria-live="polite">
          {mode === 'cancel' ? 'De bestelling wordt geannuleerd. ' : ''}
          De klant krijgt <strong>{formatEuros(amount)}</strong> terug via de betaling, en een e-mail met het
          bedrag en de reden.
        </p>
      )}
      {change.isError && (
        <Alert tone="error">
          {messageOf(
            change.error,
            mode === 'cancel' ? AFTER_SALE_FALLBACKS.cancel : AFTER_SALE_FALLBACKS.refund,
          )}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onBack} disabled={change.isPending}>
          Terug
        </Button>
        <Button type="submit" variant="danger" loading={change.isPending}>
          {mode === 'cancel' ? 'Annuleren en terugbetalen' : 'Terugbetalen'}
        </Button>
      </div>
      {mode === 'partial' && amount !== undefined && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Terugbetaling bevestigen"
          message={
            <p>
              De klant krijgt <strong>{formatEuros(amount)}</strong> terug via de betaling, en een e-mail met
              het bedrag en de reden. Dit kan niet ongedaan gemaakt worden.
            </p>
          }
          confirmLabel={`${formatEuros(amount)} terugbetalen`}
          cancelLabel="Terug"
          onConfirm={confirmRefund}
          busy={refund.isPending}
        />
      )}
    </form>
  );
}
