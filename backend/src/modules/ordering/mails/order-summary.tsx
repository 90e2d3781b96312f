import { Column, Hr, Row, Section, Text } from '@react-email/components';
import {
  ALLERGEN_NAMES_IN,
  formatMoney,
  totalsRows,
  translateMessage,
  type AllergenCode,
  type Language,
  textsIn,
} from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import type { LineReader } from '../order-views';
import { formatPickupDay } from './mail-format';
import { styles } from './order-mail-styles';
import { MAIL_TEXTS } from './mail-texts';

interface Props {
  document: OrderDocument;
  /** The customer's mails speak the order's language; the shop's copy Dutch. */
  language: Language;
}

/** Bestelling #N, pickup day and slot. */
export function OrderHeadline({ document, language }: Props) {
  const texts = textsIn(MAIL_TEXTS, language);
  const { start, end } = document.timeSlot;
  return (
    <Text style={styles.pickup}>
      {texts.orderNumber(document.number)}
      <br />
      {texts.pickup(formatPickupDay(document.pickupDate, language), start, end)}
    </Text>
  );
}

/**
 * What a line contained, in words. A line without any says so only when the shop's information is
 * complete (by saying nothing); otherwise it sends the customer to the shop, as the shop page does.
 */
function LineAllergens({
  allergens,
  complete,
  language,
}: {
  allergens: readonly AllergenCode[];
  complete: boolean;
  language: Language;
}) {
  const texts = textsIn(MAIL_TEXTS, language);
  if (allergens.length > 0) {
    const names = allergens.map((code) => textsIn(ALLERGEN_NAMES_IN, language)[code]).join(', ');
    return <Text style={styles.lineAllergens}>{texts.allergenList(names)}</Text>;
  }
  return complete ? null : <Text style={styles.lineAllergens}>{texts.askTheShopAboutAllergens}</Text>;
}

/**
 * Each line with its options and price, then Subtotaal, BTW per rate, Korting and Totaal: the lines
 * as the customer read them in the customer's mails, in Dutch in the shop's copy.
 */
export function OrderSummary({ document, language, reader }: Props & { reader: LineReader }) {
  const lines = reader === 'customer' ? document.lines : document.shopLines;
  return (
    <Section>
      {lines.map((line, index) => (
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
            <LineAllergens
              allergens={line.allergens}
              complete={document.shop.allergenInfoComplete}
              language={language}
            />
          </Column>
          <Column style={{ width: '110px', verticalAlign: 'top' }}>
            <Text style={styles.amount}>{formatMoney(line.lineTotal, language)}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={styles.rule} />
      {totalsRows(document.totals).map((row) => {
        const total = row.kind === 'total';
        return (
          <Row key={row.label}>
            <Column>
              <Text style={total ? styles.grandTotal : styles.totalLabel}>
                {translateMessage(row.label, language)}
              </Text>
            </Column>
            <Column style={{ width: '110px' }}>
              <Text style={total ? styles.grandTotalAmount : styles.totalAmount}>
                {formatMoney(row.amount, language)}
              </Text>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}
