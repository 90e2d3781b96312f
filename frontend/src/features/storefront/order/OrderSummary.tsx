import { AllergenMarks } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ALLERGEN_NAMES_IN,
  formatMoney,
  totalsRows,
  translateMessage,
  type PublicOrderView,
  textsIn,
} from '@bestelklaar/domain';
import { usePageLanguage } from '../use-page-language';
import { formatPickupDate } from './pickup-date';
import styles from './OrderSummary.module.css';

/** A paid order as the customer keeps it: its number, when to pick it up, what is in it and where. */
export function OrderSummary({ order }: { order: PublicOrderView }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const { totals, shop, number } = order;
  const { shopName } = shop;
  // Totals' amounts as the language writes them; a refund or a discount with its minus sign.
  const amount = (euros: number) =>
    euros < 0 ? `-${formatMoney(-euros, language)}` : formatMoney(euros, language);
  return (
    <section className={styles.summary} aria-labelledby="bestelling-titel">
      <h2 id="bestelling-titel" className={styles.title}>
        <Trans>Bestelling #{number}</Trans>
      </h2>
      <dl className={styles.pickup}>
        <div>
          <dt>
            <Trans>Ophaaldag</Trans>
          </dt>
          <dd>{formatPickupDate(order.date, language)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Tijdslot</Trans>
          </dt>
          <dd>
            {order.timeSlot.start} - {order.timeSlot.end}
          </dd>
        </div>
      </dl>
      <ul className={styles.lines} aria-label={t`Je bestelling`}>
        {order.lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`} className={styles.line}>
            <div>
              <p className={styles.lineName}>
                {line.quantity} × {line.name}
              </p>
              {line.includedProducts.length > 0 && (
                <p className={styles.detail}>
                  <Trans>Inclusief: {line.includedProducts.join(', ')}</Trans>
                </p>
              )}
              {line.optionLines.map((option) => (
                <p key={option} className={styles.detail}>
                  {option}
                </p>
              ))}
              <AllergenMarks
                allergens={line.allergens}
                label={t`Bevat:`}
                names={textsIn(ALLERGEN_NAMES_IN, language)}
                size="sm"
                className={styles.allergens}
              />
            </div>
            <span className={styles.amount}>{formatMoney(line.lineTotal, language)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {totalsRows(totals).map((row) => (
          <div key={row.label} className={row.kind === 'total' ? styles.grandTotal : undefined}>
            <dt>{translateMessage(row.label, language)}</dt>
            <dd>{amount(row.amount)}</dd>
          </div>
        ))}
        {order.refundedAmount > 0 && (
          <div>
            <dt>
              <Trans>Terugbetaald</Trans>
            </dt>
            <dd>{amount(-order.refundedAmount)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.shop}>
        <h3 className={styles.shopTitle}>
          <Trans>Afhalen bij {shopName}</Trans>
        </h3>
        <address className={styles.address}>
          {shop.shopAddress && <span>{shop.shopAddress}</span>}
          {shop.contactGsm && <a href={`tel:${shop.contactGsm.replace(/\s+/g, '')}`}>{shop.contactGsm}</a>}
          {shop.contactEmail && <a href={`mailto:${shop.contactEmail}`}>{shop.contactEmail}</a>}
        </address>
      </div>
    </section>
  );
}
