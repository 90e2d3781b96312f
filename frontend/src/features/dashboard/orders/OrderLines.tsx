import { allergenNames, formatEuros, totalsRows } from '@bestelklaar/domain';
import { NotebookPen } from 'lucide-react';
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
  /** What the customer typed (kitchen notes), to stand out from the choices. */
  note: string;
  /** Subtotaal, BTW and Korting, above the total. */
  totalsLine: string;
  total: string;
}

/** 'Opmerking voor de keuken: zonder ui', with the group's name as its label. */
export function KitchenNote({ note, className }: { note: string; className: string }) {
  const colon = note.indexOf(': ');
  return (
    <p className={className}>
      <NotebookPen aria-hidden size="1em" />{' '}
      {colon < 0 ? (
        note
      ) : (
        <>
          <strong>{note.slice(0, colon + 1)}</strong> {note.slice(colon + 2)}
        </>
      )}
    </p>
  );
}

/**
 * An order's lines (quantity, name, price, menu contents, chosen options, kitchen notes, allergens) and
 * its totals, as the customer saw them: Subtotaal, BTW per rate, Korting (when there is one) and Totaal.
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
            {line.optionLines
              .filter((option) => !line.kitchenNotes.includes(option))
              .map((option) => (
                <p key={option} className={styles.detail}>
                  {option}
                </p>
              ))}
            {line.kitchenNotes.map((note) => (
              <KitchenNote key={note} note={note} className={styles.note} />
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
