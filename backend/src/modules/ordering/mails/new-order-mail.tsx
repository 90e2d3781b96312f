import { Text } from '@react-email/components';
import { formatPhone } from '@bestelklaar/domain';
import type { OrderDocument } from '../order-document';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Nieuwe bestelling': the shop's copy of a paid order, with the customer's contact details; Dutch, as the dashboard. */
export function NewOrderMail({ document }: { document: OrderDocument }) {
  const { customer } = document;
  return (
    <OrderMailLayout
      shop={document.shop}
      language="nl"
      title="Nieuwe bestelling"
      preview={`Bestelling #${document.number} van ${customer.name} is betaald.`}
    >
      <Text style={styles.text}>
        {`${customer.name} heeft een bestelling geplaatst en betaald.`}
        <br />
        {`Telefoon: ${formatPhone(customer.phone)}`}
        <br />
        {`E-mail: ${customer.email}`}
      </Text>
      <OrderHeadline document={document} language="nl" />
      <OrderSummary document={document} language="nl" reader="shop" />
    </OrderMailLayout>
  );
}
