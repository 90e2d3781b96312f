import { totalsRows, totalsView, type PricedCart } from '@bestelklaar/domain';
import styles from './CartTotals.module.css';

/** Subtotaal, BTW per rate, Korting (when there is one) and Totaal of the priced cart, adding up as read. */
export function CartTotals({ pricedCart }: { pricedCart: PricedCart }) {
  return (
    <dl className={styles.totals}>
      {totalsRows(totalsView(pricedCart.lines)).map((row) => (
        <div key={row.label} className={row.kind === 'total' ? `${styles.row} ${styles.total}` : styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
