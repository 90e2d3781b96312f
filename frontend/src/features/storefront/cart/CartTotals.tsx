import { totalsRows, totalsView, type PricedCart } from '@bestelklaar/domain';
import { customerMessage } from '../../../i18n/i18n';
import { useShopFormat } from '../shop-format';
import styles from './CartTotals.module.css';

/** Subtotaal, BTW per rate, Korting (when there is one) and Totaal of the priced cart, adding up as read, in the page's language. */
export function CartTotals({ pricedCart }: { pricedCart: PricedCart }) {
  const { money } = useShopFormat();
  return (
    <dl className={styles.totals}>
      {totalsRows(totalsView(pricedCart.lines)).map((row) => (
        <div key={row.label} className={row.kind === 'total' ? `${styles.row} ${styles.total}` : styles.row}>
          <dt>{customerMessage(row.label)}</dt>
          {/* A negative amount with its minus before the euro sign, as refunds are shown. */}
          <dd>{row.amount < 0 ? `-${money(-row.amount)}` : money(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
