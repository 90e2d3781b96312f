import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, IconButton, Spinner } from '@bestelklaar/design-system';
import { X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCart } from './cart-context';
import { CartLineRow } from './CartLineRow';
import { CartTotals } from './CartTotals';
import styles from './CartPanel.module.css';
import { DiscountNote } from '../DiscountNote';
import { ItemDialog } from '../item/ItemDialog';
import { initialCheckout, keepCheckoutDraft } from '../order/checkout-memory';
import { lazyWithQueries } from '../order/lazy-with-queries';
import type { OrderFormValues } from '../order/order-form-values';

/** The form and its rules (the phone number's among them) arrive when the customer starts to order. */
const { Component: OrderForm, preload: preloadOrderForm } = lazyWithQueries(() =>
  import('../order/OrderForm').then((module) => module.OrderForm),
);

export interface CartPanelProps {
  /**
   * 'panel': beside the page on a wide screen, with its own heading (hidden on narrow screens, where
   * `CartButton` opens the cart); 'sheet': inside `CartButton`'s sheet, whose title names it.
   */
  variant?: 'panel' | 'sheet';
  /** In the sheet: 'Verder winkelen', a secondary button under the cart's own action, closes it. */
  onContinueShopping?: () => void;
  className?: string;
}

/** Where focus goes after a change that takes the focused control away. */
type FocusRequest = { to: 'line'; index: number } | { to: 'order-button' } | null;

/**
 * The cart 'Winkelmandje': its lines with − and +, the totals, and 'Bestelling plaatsen', which
 * switches the panel to the order panel ('← Terug naar winkelmandje' switches back).
 */
export function CartPanel({ variant = 'panel', onContinueShopping, className }: CartPanelProps) {
  const { t } = useLingui();
  const cart = useCart();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [view, setView] = useState<'cart' | 'order'>('cart');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  // What was typed in the order form survives a look back at the cart, and (for this tab) a stopped payment.
  const [firstDraft] = useState(() => initialCheckout(cart.shop));
  const orderDraft = useRef<OrderFormValues>(firstDraft);
  const keepDraft = useCallback(
    (values: OrderFormValues) => {
      orderDraft.current = values;
      keepCheckoutDraft(cart.shop, values);
    },
    [cart.shop],
  );
  const editing = cart.lines.find((line) => line.id === editingId);
  const empty = cart.lines.length === 0;

  // Opening the cart on a narrow screen says the customer means to order.
  useEffect(() => {
    if (variant === 'sheet') preloadOrderForm();
  }, [variant]);

  useEffect(() => {
    if (!focusRequest || !panel.current) return;
    if (focusRequest.to === 'order-button') {
      panel.current.querySelector<HTMLElement>('[data-cart-order]')?.focus();
    } else {
      const decrements = panel.current.querySelectorAll<HTMLElement>('[data-cart-decrement]');
      const next = decrements[Math.min(focusRequest.index, decrements.length - 1)];
      (next ?? panel.current.querySelector<HTMLElement>('[data-cart-empty]'))?.focus();
    }
    setFocusRequest(null);
  }, [focusRequest]);

  const rootClass = [styles.cartPanel, variant === 'panel' ? styles.beside : styles.inSheet, className]
    .filter(Boolean)
    .join(' ');
  // Named by its heading where it shows one; the order panel and the sheet's title stand in for it otherwise.
  const labelled =
    variant === 'panel' && view === 'cart'
      ? { 'aria-labelledby': headingId }
      : { 'aria-label': t`Winkelmandje` };

  return (
    <section ref={panel} className={rootClass} {...labelled}>
      {view === 'order' ? (
        <Suspense fallback={<Spinner label={t`Bestelformulier laden…`} />}>
          <OrderForm
            draft={orderDraft.current}
            onDraftChange={keepDraft}
            onBack={() => {
              setView('cart');
              setFocusRequest({ to: 'order-button' });
            }}
          />
        </Suspense>
      ) : (
        <>
          {variant === 'panel' && (
            <h2 id={headingId} className={styles.heading}>
              <Trans>Winkelmandje</Trans>
            </h2>
          )}
          {cart.notice && (
            <div className={styles.notice}>
              <Alert tone="warning">{cart.notice}</Alert>
              <IconButton
                label={t`Melding sluiten`}
                icon={<X />}
                size="sm"
                className={styles.noticeClose}
                onClick={cart.dismissNotice}
              />
            </div>
          )}
          {empty ? (
            <p className={styles.empty} tabIndex={-1} data-cart-empty="">
              <Trans>Je winkelmandje is leeg.</Trans>
            </p>
          ) : (
            <ul className={styles.lines}>
              {cart.lines.map((line, index) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  onIncrement={() => cart.increment(line.id)}
                  onDecrement={() => {
                    if (line.quantity <= 1) setFocusRequest({ to: 'line', index });
                    cart.decrement(line.id);
                  }}
                  onEditOptions={() => setEditingId(line.id)}
                />
              ))}
            </ul>
          )}
          <div className={styles.summary}>
            <DiscountNote storefront={cart.storefront} />
            <CartTotals pricedCart={cart.pricedCart} />
            <Button
              fullWidth
              disabled={empty}
              onPointerEnter={preloadOrderForm}
              onPointerDown={preloadOrderForm}
              onFocus={preloadOrderForm}
              onClick={() => setView('order')}
              data-cart-order=""
            >
              <Trans>Bestelling plaatsen</Trans>
            </Button>
          </div>
          {onContinueShopping && (
            <Button variant="secondary" fullWidth className={styles.continue} onClick={onContinueShopping}>
              <Trans>Verder winkelen</Trans>
            </Button>
          )}
        </>
      )}
      <ItemDialog
        item={editing?.item ?? null}
        line={editing && { id: editing.id, selectedOptions: editing.selectedOptions }}
        onClose={() => setEditingId(null)}
      />
    </section>
  );
}
