import {
  type Cents,
  eurosFromCents,
  formatEuros,
  type PricedCart,
  vatDisplayLines,
} from '@bestelklaar/domain';
import styles from './CartTotals.module.css';

const euros = (amount: Cents) => formatEuros(eurosFromCents(amount));

/** Subtotaal, BTW per rate, Korting and Totaal of the priced cart, in euros with two decimals. */
export function CartTotals({ pricedCart }: { pricedCart: PricedCart }) {
  const rows = [
    { label: 'Subtotaal', amount: pricedCart.subtotalCents },
    ...vatDisplayLines(pricedCart.vatLines).map((line) => ({ label: line.label, amount: line.vatCents })),
    { label: 'Korting', amount: pricedCart.discountCents },
  ];
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{euros(row.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Totaal</dt>
        <dd>{euros(pricedCart.totalCents)}</dd>
      </div>
    </dl>
  );
}
