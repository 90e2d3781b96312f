import { AllergenMarks } from '@bestelklaar/design-system';
import { formatEuros, formatTotalsAmount, totalsRows, type PublicOrderView } from '@bestelklaar/domain';
import { formatPickupDate } from './pickup-date';
import styles from './OrderSummary.module.css';

/** A paid order as the customer keeps it: its number, when to pick it up, what is in it and where. */
export function OrderSummary({ order }: { order: PublicOrderView }) {
  const { totals, shop } = order;
  return (
    <section className={styles.summary} aria-labelledby="bestelling-titel">
      <h2 id="bestelling-titel" className={styles.title}>
        Bestelling #{order.number}
      </h2>
      <dl className={styles.pickup}>
        <div>
          <dt>Ophaaldag</dt>
          <dd>{formatPickupDate(order.date)}</dd>
        </div>
        <div>
          <dt>Tijdslot</dt>
          <dd>
            {order.timeSlot.start} - {order.timeSlot.end}
          </dd>
        </div>
      </dl>
      <ul className={styles.lines} aria-label="Je bestelling">
        {order.lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`} className={styles.line}>
            <div>
              <p className={styles.lineName}>
                {line.quantity} × {line.name}
              </p>
              {line.includedProducts.length > 0 && (
                <p className={styles.detail}>Inclusief: {line.includedProducts.join(', ')}</p>
              )}
              {line.optionLines.map((option) => (
                <p key={option} className={styles.detail}>
                  {option}
                </p>
              ))}
              <AllergenMarks
                allergens={line.allergens}
                label="Bevat"
                size="sm"
                className={styles.allergens}
              />
            </div>
            <span className={styles.amount}>{formatEuros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {totalsRows(totals).map((row) => (
          <div key={row.label} className={row.kind === 'total' ? styles.grandTotal : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
        {order.refundedAmount > 0 && (
          <div>
            <dt>Terugbetaald</dt>
            <dd>{formatTotalsAmount(-order.refundedAmount)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.shop}>
        <h3 className={styles.shopTitle}>Afhalen bij {shop.shopName}</h3>
        <address className={styles.address}>
          {shop.shopAddress && <span>{shop.shopAddress}</span>}
          {shop.contactGsm && <a href={`tel:${shop.contactGsm.replace(/\s+/g, '')}`}>{shop.contactGsm}</a>}
          {shop.contactEmail && <a href={`mailto:${shop.contactEmail}`}>{shop.contactEmail}</a>}
        </address>
      </div>
    </section>
  );
}
