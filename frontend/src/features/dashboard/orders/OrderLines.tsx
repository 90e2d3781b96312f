import { allergenNames, formatEuros, totalsRows } from '@bestelklaar/domain';
import type { AdminOrderView } from '@bestelklaar/domain';

/** The class names each place gives the lines: the screen's dialog and the printed ticket look apart. */
export interface OrderLinesStyles {
  lines: string;
  line?: string;
  lineHead: string;
  quantity?: string;
  detail: string;
  /** The line's allergens, to stand out from the options. */
  allergens: string;
  /** Subtotaal, BTW and Korting, above the total. */
  totalsLine: string;
  total: string;
}

/**
 * An order's lines (quantity, name, price, menu contents, chosen options, allergens) and its totals,
 * as the customer saw them: Subtotaal, BTW per rate, Korting (when there is one) and Totaal.
 */
export function OrderLines({ order, styles }: { order: AdminOrderView; styles: OrderLinesStyles }) {
  return (
    <>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`} className={styles.line}>
            <div className={styles.lineHead}>
              <span>
                <span className={styles.quantity}>{line.quantity}×</span> {line.name}
              </span>
              <span>{formatEuros(line.lineTotal)}</span>
            </div>
            {line.includedProducts.length > 0 && (
              <p className={styles.detail}>Met: {line.includedProducts.join(', ')}</p>
            )}
            {line.optionLines.map((option) => (
              <p key={option} className={styles.detail}>
                {option}
              </p>
            ))}
            {line.allergens.length > 0 && (
              <p className={styles.allergens}>
                <strong>Allergenen:</strong> {allergenNames(line.allergens)}
              </p>
            )}
          </li>
        ))}
      </ul>
      {totalsRows(order.totals).map((row) => (
        <p key={row.label} className={row.kind === 'total' ? styles.total : styles.totalsLine}>
          <span>{row.label}</span>
          <span>{row.text}</span>
        </p>
      ))}
    </>
  );
}
