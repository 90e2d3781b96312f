import { Text } from '@react-email/components';
import type { OrderDocument } from '../order-document';
import { OrderMailLayout } from './order-mail-layout';
import { styles } from './order-mail-styles';
import { OrderHeadline, OrderSummary } from './order-summary';

/** 'Bevestiging': to the customer once the order is paid. */
export function OrderConfirmationMail({ document }: { document: OrderDocument }) {
  return (
    <OrderMailLayout
      shop={document.shop}
      pageUrl={document.pageUrl}
      title="Bedankt voor je bestelling!"
      preview={`Bestelling #${document.number} bij ${document.shop.shopName} is betaald.`}
    >
      <Text style={styles.text}>
        {`Dag ${document.customer.name}, je bestelling bij ${document.shop.shopName} is betaald en bevestigd.`}
      </Text>
      <OrderHeadline document={document} />
      <OrderSummary document={document} />
      <Text style={styles.text}>
        {`Het afhaalmoment zit als agenda-item in de bijlage. Vragen? Neem contact op met ${document.shop.shopName}.`}
      </Text>
    </OrderMailLayout>
  );
}
