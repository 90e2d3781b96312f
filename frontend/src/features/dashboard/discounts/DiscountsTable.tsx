import { Badge, Button } from '@bestelklaar/design-system';
import { discountStatusOn, formatDutchDate } from '@bestelklaar/domain';
import { STATUS_TONES } from './discount-status';
import { appliesTo, formatPercent } from './discount-labels';
import type { Discount } from './discounts-api';
import styles from './DiscountsPage.module.css';

export interface DiscountsTableProps {
  caption: string;
  discounts: readonly Discount[];
  /** The shop's calendar day, which decides each discount's status. */
  today: string;
  onEdit(discount: Discount): void;
  onDelete(discount: Discount): void;
}

/** One kind of discount, a row each; on a narrow screen every row becomes a small card. */
export function DiscountsTable({ caption, discounts, today, onEdit, onDelete }: DiscountsTableProps) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Van toepassing op</th>
            <th scope="col">Percentage</th>
            <th scope="col">Start</th>
            <th scope="col">Einde</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>Acties</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((discount) => {
            const status = discountStatusOn(discount, today);
            const target = appliesTo(discount);
            const about = `korting van ${formatPercent(discount.discount)} op ${target}`;
            return (
              <tr key={discount._id} data-status={status}>
                <th scope="row" className={styles.target}>
                  {target}
                </th>
                <td data-label="Percentage" className={styles.number}>
                  {formatPercent(discount.discount)}
                </td>
                <td data-label="Start" className={styles.number}>
                  {formatDutchDate(discount.startDate)}
                </td>
                <td data-label="Einde" className={styles.number}>
                  {formatDutchDate(discount.endDate)}
                </td>
                <td data-label="Status">
                  <Badge tone={STATUS_TONES[status]}>{status}</Badge>
                </td>
                <td className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Bewerken: ${about}`}
                    onClick={() => onEdit(discount)}
                  >
                    Bewerken
                  </Button>
                  <Button
                    variant="danger-outline"
                    size="sm"
                    aria-label={`Verwijderen: ${about}`}
                    onClick={() => onDelete(discount)}
                  >
                    Verwijderen
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
