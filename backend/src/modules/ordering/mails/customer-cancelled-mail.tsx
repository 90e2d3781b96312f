import { Text } from '@react-email/components';
import { formatMoney, formatPhone } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/**
 * 'Bestelling geannuleerd door de klant': the shop's word that a customer cancelled their paid
 * order themselves, so nobody prepares it; Dutch, as the dashboard.
 */
export function CustomerCancelledMail({ document }: { document: OrderDocument }) {
  const { customer } = document;
  return (
    <OrderMailLayout
      shop={document.shop}
      language="nl"
      title="Bestelling geannuleerd door de klant"
      preview={`${customer.name} heeft bestelling #${document.number} geannuleerd.`}
    >
      <Text style={styles.text}>
        {`${customer.name} heeft bestelling #${document.number} zelf geannuleerd. Je hoeft ze niet klaar te maken.`}
        <br />
        {`Telefoon: ${formatPhone(customer.phone)}`}
        <br />
        {`E-mail: ${customer.email}`}
      </Text>
      <Text
        style={styles.pickup}
      >{`Terugbetaald aan de klant: ${formatMoney(document.refunded, 'nl')}.`}</Text>
      <OrderHeadline document={document} language="nl" />
      <OrderSummary document={document} language="nl" reader="shop" />
    </OrderMailLayout>
  );
}
