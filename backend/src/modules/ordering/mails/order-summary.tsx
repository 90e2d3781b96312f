import { Column, Hr, Row, Section, Text } from '@react-email/components';
import {
  ALLERGEN_TEXTS,
  allergenNames,
  formatEuros,
  totalsRows,
  type AllergenCode,
} from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { formatPickupDay } from './mail-format';
import { styles } from './order-mail-styles';

/** Bestelling #N, pickup day and slot. */
export function OrderHeadline({ document }: { document: OrderDocument }) {
  return (
    <Text style={styles.pickup}>
      {`Bestelling #${document.number}`}
      <br />
      {`Afhalen op ${formatPickupDay(document.pickupDate)} tussen ${document.timeSlot.start} en ${document.timeSlot.end}`}
    </Text>
  );
}

/**
 * What a line contained, in words. A line without any says so only when the shop's information is
 * complete (by saying nothing); otherwise it sends the customer to the shop, as the shop page does.
 */
function LineAllergens({ allergens, complete }: { allergens: readonly AllergenCode[]; complete: boolean }) {
  if (allergens.length > 0)
    return (
      <Text style={styles.lineAllergens}>{`${ALLERGEN_TEXTS.allergens}: ${allergenNames(allergens)}`}</Text>
    );
  return complete ? null : <Text style={styles.lineAllergens}>{ALLERGEN_TEXTS.askTheShop}</Text>;
}

/** Each line with its options and price, then Subtotaal, BTW per rate, Korting and Totaal. */
export function OrderSummary({ document }: { document: OrderDocument }) {
  return (
    <Section>
      {document.lines.map((line, index) => (
        <Row key={index} style={{ marginBottom: '10px' }}>
          <Column>
            <Text style={styles.lineName}>{`${line.quantity} × ${line.name}`}</Text>
            {line.includedProducts.length > 0 ? (
              <Text style={styles.lineDetail}>{line.includedProducts.join(', ')}</Text>
            ) : null}
            {line.optionLines.map((option, optionIndex) => (
              <Text key={optionIndex} style={styles.lineDetail}>
                {option}
              </Text>
            ))}
            <LineAllergens allergens={line.allergens} complete={document.shop.allergenInfoComplete} />
          </Column>
          <Column style={{ width: '110px', verticalAlign: 'top' }}>
            <Text style={styles.amount}>{formatEuros(line.lineTotal)}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={styles.rule} />
      {totalsRows(document.totals).map((row) => {
        const total = row.kind === 'total';
        return (
          <Row key={row.label}>
            <Column>
              <Text style={total ? styles.grandTotal : styles.totalLabel}>{row.label}</Text>
            </Column>
            <Column style={{ width: '110px' }}>
              <Text style={total ? styles.grandTotalAmount : styles.totalAmount}>{row.text}</Text>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}
